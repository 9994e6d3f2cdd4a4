-- Backfill of daily_sales (issue 15) from every tenant's invoices, lines, tips, payments and refunds: the statement
-- of dashboards/daily-sales.ts insertDays for every store and every day (rendered from it on 2026-11-29).
with b as (select s.tenant_id, s.id as store_id, s.timezone as tz, '1900-01-01'::date as f, '2999-12-31'::date as t from stores s
           ),
inv as (select i.tenant_id, i.id, i.store_id, (i.paid_at at time zone b.tz)::date as d, i.tax_cents, i.tip_cents
        from invoices i join b on b.tenant_id = i.tenant_id and b.store_id = i.store_id
        where i.status in ('success', 'partial_refund', 'refunded') and i.paid_at >= (b.f::timestamp at time zone b.tz) - interval '3 hours'
and i.paid_at < ((b.t + 1)::timestamp at time zone b.tz) + interval '3 hours'
and (i.paid_at at time zone b.tz)::date between b.f and b.t),
ln as (select inv.tenant_id, inv.store_id, inv.d, l.invoice_id, l.cutter_id, l.kind, l.amount_cents - l.discount_cents as net, l.discount_cents
       from invoice_lines l join inv on inv.tenant_id = l.tenant_id and inv.id = l.invoice_id),
per as (select inv.tenant_id, inv.store_id, inv.d, inv.tax_cents, inv.tip_cents,
          coalesce(sum(ln.net) filter (where ln.kind = 'service'), 0) as svc,
          coalesce(sum(ln.net) filter (where ln.kind = 'product'), 0) as prod,
          coalesce(sum(ln.net) filter (where ln.kind = 'package'), 0) as pkg,
          coalesce(sum(ln.net) filter (where ln.kind = 'gift_card'), 0) as gift,
          coalesce(sum(ln.discount_cents), 0) as disc,
          coalesce(bool_or(ln.kind in ('service', 'product', 'package')), false) as ticket,
          coalesce(bool_or(ln.kind = 'service'), false) as has_svc,
          coalesce(bool_or(ln.kind = 'product'), false) as has_prod
        from inv left join ln on ln.tenant_id = inv.tenant_id and ln.invoice_id = inv.id
        group by inv.tenant_id, inv.id, inv.store_id, inv.d, inv.tax_cents, inv.tip_cents),
sold as (select tenant_id, store_id, d, sum(svc) as svc, sum(prod) as prod, sum(pkg) as pkg, sum(gift) as gift, sum(disc) as disc,
           sum(tax_cents) as tax, sum(tip_cents) as tip, count(*) as sales, count(*) filter (where ticket) as tickets,
           count(*) filter (where has_svc) as svc_tickets, count(*) filter (where has_svc and has_prod) as retail_tickets
         from per group by tenant_id, store_id, d),
paid as (select b.tenant_id, b.store_id, (p.completed_at at time zone b.tz)::date as d,
           sum(p.amount_cents) filter (where p.tender = 'card') as card, sum(p.amount_cents) filter (where p.tender = 'saved_card') as saved_card,
           sum(p.amount_cents) filter (where p.tender = 'cash') as cash, sum(p.amount_cents) filter (where p.tender = 'gift_card') as gift_tender,
           count(*) as payments
         from invoice_payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
           join b on b.tenant_id = i.tenant_id and b.store_id = i.store_id
         where p.status = 'succeeded' and p.completed_at >= (b.f::timestamp at time zone b.tz) - interval '3 hours'
and p.completed_at < ((b.t + 1)::timestamp at time zone b.tz) + interval '3 hours'
and (p.completed_at at time zone b.tz)::date between b.f and b.t group by 1, 2, 3),
refunded as (select b.tenant_id, b.store_id, (r.completed_at at time zone b.tz)::date as d,
               sum(r.amount_cents) filter (where r.status = 'succeeded') as refunds_cents, count(*) as refunds
             from invoice_refunds r join invoices i on i.tenant_id = r.tenant_id and i.id = r.invoice_id
               join b on b.tenant_id = i.tenant_id and b.store_id = i.store_id
             where r.completed_at >= (b.f::timestamp at time zone b.tz) - interval '3 hours'
and r.completed_at < ((b.t + 1)::timestamp at time zone b.tz) + interval '3 hours'
and (r.completed_at at time zone b.tz)::date between b.f and b.t group by 1, 2, 3),
days as (select tenant_id, store_id, d from sold union select tenant_id, store_id, d from paid union select tenant_id, store_id, d from refunded),
cut as (select tenant_id, store_id, d, cutter_id, coalesce(sum(net) filter (where kind = 'service'), 0) as svc,
          coalesce(sum(net) filter (where kind = 'product'), 0) as prod, coalesce(sum(net) filter (where kind = 'package'), 0) as pkg,
          count(distinct invoice_id) as tickets
        from ln where cutter_id is not null group by tenant_id, store_id, d, cutter_id),
tips as (select inv.tenant_id, inv.store_id, inv.d, t.cutter_id, sum(t.amount_cents) as tip
         from invoice_tips t join inv on inv.tenant_id = t.tenant_id and inv.id = t.invoice_id group by 1, 2, 3, 4)
insert into daily_sales (id, tenant_id, store_id, day, cutter_id, services_cents, products_cents, packages_cents,
  gift_card_sales_cents, discount_cents, tax_cents, tip_cents, sales, tickets, service_tickets, service_tickets_with_retail,
  refunds_cents, refunds, card_cents, saved_card_cents, cash_cents, gift_card_cents, payments)
select gen_random_uuid(), days.tenant_id, days.store_id, days.d, null, coalesce(s.svc, 0), coalesce(s.prod, 0), coalesce(s.pkg, 0), coalesce(s.gift, 0),
  coalesce(s.disc, 0), coalesce(s.tax, 0), coalesce(s.tip, 0), coalesce(s.sales, 0), coalesce(s.tickets, 0), coalesce(s.svc_tickets, 0),
  coalesce(s.retail_tickets, 0), coalesce(r.refunds_cents, 0), coalesce(r.refunds, 0), coalesce(p.card, 0), coalesce(p.saved_card, 0),
  coalesce(p.cash, 0), coalesce(p.gift_tender, 0), coalesce(p.payments, 0)
from days left join sold s using (tenant_id, store_id, d) left join paid p using (tenant_id, store_id, d)
  left join refunded r using (tenant_id, store_id, d)
union all
select gen_random_uuid(), coalesce(cut.tenant_id, tips.tenant_id), coalesce(cut.store_id, tips.store_id), coalesce(cut.d, tips.d), coalesce(cut.cutter_id, tips.cutter_id),
  coalesce(cut.svc, 0), coalesce(cut.prod, 0), coalesce(cut.pkg, 0), 0, 0, 0, coalesce(tips.tip, 0), 0, coalesce(cut.tickets, 0),
  0, 0, 0, 0, 0, 0, 0, 0, 0
from cut full join tips on tips.tenant_id = cut.tenant_id and tips.store_id = cut.store_id and tips.d = cut.d and tips.cutter_id = cut.cutter_id
;
