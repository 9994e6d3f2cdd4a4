// The KPI summary's aggregation written as bare SQL (bench/kpi.ts times it against the route): the same three
// periods (range, previous, same dates last year), each store's local-day window, the same figures, the
// per-cutter breakdown and the daily series of the range. Parameters: $1 tenant, $2..$7 the periods' first and
// last days, $8 the instant retention is judged at.
const SERVED = `('completed', 'checkout', 'partially-paid', 'checked_out')`;
const SALE = `('success', 'partial_refund', 'refunded')`;
const minutes = (a: string, b: string) => `round(extract(epoch from ${b} - ${a}) / 60)`;

const WINDOWS = `
  p(period, from_d, to_d) as (values ('current', $2::date, $3::date), ('previous', $4::date, $5::date), ('lastYear', $6::date, $7::date)),
  w as (select p.period, s.id as store_id, s.timezone, p.from_d::timestamp at time zone s.timezone as a,
               (p.to_d + 1)::timestamp at time zone s.timezone as b
        from p cross join stores s where s.tenant_id = $1),
  inv as (select w.period, w.timezone, i.id, i.tax_cents, i.tip_cents, i.paid_at from w join invoices i
          on i.tenant_id = $1 and i.store_id = w.store_id and i.status in ${SALE} and i.paid_at >= w.a and i.paid_at < w.b),
  ln as (select inv.period, inv.id, l.kind, l.amount_cents - l.discount_cents as net, l.discount_cents, l.cutter_id
         from inv join invoice_lines l on l.tenant_id = $1 and l.invoice_id = inv.id),
  per_inv as (select period, id, bool_or(kind <> 'gift_card') as ticket, bool_or(kind = 'service') as svc, bool_or(kind = 'product') as prod,
                     coalesce(sum(net) filter (where kind <> 'gift_card'), 0) as net
              from ln group by period, id),
  visits as (select w.period, a.customer_id, a.cutter_id, a.status, a.starts_at, a.ends_at from w join appointments a
             on a.tenant_id = $1 and a.store_id = w.store_id and a.kind = 'appointment' and a.starts_at >= w.a and a.starts_at < w.b)`;

export const KPI_FIGURES_SQL = `with ${WINDOWS},
  sales as (select period, sum(net) filter (where kind = 'service') as services, sum(net) filter (where kind = 'product') as products,
                   sum(net) filter (where kind = 'package') as packages, sum(net) filter (where kind = 'gift_card') as gift_cards,
                   sum(discount_cents) as discount from ln group by period),
  tickets as (select period, count(*) filter (where ticket) as tickets, count(*) filter (where svc) as service_tickets,
                     count(*) filter (where svc and prod) as with_retail from per_inv group by period),
  taxtip as (select period, sum(tax_cents) as tax, sum(tip_cents) as tips from inv group by period),
  refunds as (select w.period, sum(r.amount_cents) as refunds from w
              join invoice_refunds r on r.tenant_id = $1 and r.status = 'succeeded' and r.completed_at >= w.a and r.completed_at < w.b
              join invoices i on i.tenant_id = r.tenant_id and i.id = r.invoice_id and i.store_id = w.store_id group by w.period),
  pay as (select w.period, sum(x.amount_cents) filter (where x.tender = 'card') as card, sum(x.amount_cents) filter (where x.tender = 'saved_card') as saved_card,
                 sum(x.amount_cents) filter (where x.tender = 'cash') as cash, sum(x.amount_cents) filter (where x.tender = 'gift_card') as gift_card
          from w join invoice_payments x on x.tenant_id = $1 and x.status = 'succeeded' and x.completed_at >= w.a and x.completed_at < w.b
          join invoices i on i.tenant_id = x.tenant_id and i.id = x.invoice_id and i.store_id = w.store_id group by w.period),
  vis as (select period, count(*) filter (where status not in ('cancelled', 'no_show', 'pending')) as booked,
                 count(*) filter (where status in ${SERVED}) as served, count(*) filter (where status = 'no_show') as no_shows,
                 count(*) filter (where status = 'cancelled') as cancelled,
                 sum(${minutes('starts_at', 'ends_at')}) filter (where status not in ('cancelled', 'no_show', 'pending')) as booked_minutes
          from visits group by period),
  sh as (select w.period, sum(${minutes('s.starts_at', 's.ends_at')}) filter (where s.status = 'active') as shift_minutes from w
         join shifts s on s.tenant_id = $1 and s.store_id = w.store_id and s.starts_at >= w.a and s.starts_at < w.b group by w.period),
  clients as (select period, customer_id, min(starts_at) as first_at, max(starts_at) as last_at from visits
              where customer_id is not null and status in ${SERVED} group by period, customer_id),
  cl as (select c.period, count(*) as clients_served,
                count(*) filter (where exists (select 1 from appointments h where h.tenant_id = $1 and h.kind = 'appointment' and h.customer_id = c.customer_id
                  and h.status in ${SERVED} and h.starts_at < c.first_at and h.starts_at >= c.first_at - interval '365 days')) as returning_clients,
                count(*) filter (where exists (select 1 from appointments h where h.tenant_id = $1 and h.kind = 'appointment' and h.customer_id = c.customer_id
                  and h.starts_at > c.last_at and h.created_at <= c.last_at + interval '1 day' and h.status not in ('cancelled', 'no_show'))) as prebooked,
                count(*) filter (where c.first_at <= $8::timestamptz - interval '90 days') as eligible90,
                count(*) filter (where c.first_at <= $8::timestamptz - interval '90 days' and exists (select 1 from appointments h
                  where h.tenant_id = $1 and h.kind = 'appointment' and h.customer_id = c.customer_id and h.status in ${SERVED}
                  and h.starts_at > c.first_at and h.starts_at <= c.first_at + interval '90 days')) as retained90
         from clients c group by c.period)
  select p.period, sales.*, tickets.*, taxtip.*, refunds.*, pay.*, vis.*, sh.*, cl.*
  from p left join sales using (period) left join tickets using (period) left join taxtip using (period) left join refunds using (period)
       left join pay using (period) left join vis using (period) left join sh using (period) left join cl using (period)`;

export const KPI_CUTTERS_SQL = `with ${WINDOWS},
  cut_sales as (select cutter_id, sum(net) filter (where kind <> 'gift_card') as net, sum(net) filter (where kind = 'service') as services,
                       sum(net) filter (where kind = 'product') as products, count(distinct id) as tickets
                from ln where period = 'current' and cutter_id is not null group by cutter_id),
  cut_tips as (select t.cutter_id, sum(t.amount_cents) as tips from inv join invoice_tips t on t.tenant_id = $1 and t.invoice_id = inv.id
               where inv.period = 'current' group by t.cutter_id),
  cut_visits as (select cutter_id, count(*) filter (where status in ${SERVED}) as served,
                        sum(${minutes('starts_at', 'ends_at')}) filter (where status not in ('cancelled', 'no_show', 'pending')) as booked_minutes
                 from visits where period = 'current' group by cutter_id),
  cut_shifts as (select s.employee_id as cutter_id, sum(${minutes('s.starts_at', 's.ends_at')}) filter (where s.status = 'active') as shift_minutes
                 from w join shifts s on s.tenant_id = $1 and s.store_id = w.store_id and s.starts_at >= w.a and s.starts_at < w.b
                 where w.period = 'current' group by s.employee_id)
  select cutter_id, e.first_name || ' ' || e.last_name as name, cut_sales.net, cut_sales.services, cut_sales.products, cut_sales.tickets,
         cut_tips.tips, cut_visits.served, cut_visits.booked_minutes, cut_shifts.shift_minutes
  from cut_sales full join cut_tips using (cutter_id) full join cut_visits using (cutter_id) full join cut_shifts using (cutter_id)
       left join employees e on e.tenant_id = $1 and e.id = cutter_id
  order by cut_sales.net desc nulls last, name`;

export const KPI_DAILY_SQL = `with ${WINDOWS}
  select (inv.paid_at at time zone inv.timezone)::date as day, sum(per_inv.net) as net, count(*) filter (where per_inv.ticket) as tickets
  from inv join per_inv using (period, id) where inv.period = 'current' group by day order by day`;
