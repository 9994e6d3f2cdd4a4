-- Distribute by tenant (docs/scale-out.md). Every tenant table's primary key becomes (tenant_id, id)
-- and every foreign key between tenant tables carries tenant_id:
--   foreign key (tenant_id, store_id) references stores (tenant_id, id)
-- so a tenant's rows co-locate on one Citus shard and a row can only point at a row of its own tenant.
-- Unique indexes and exclusion constraints already lead with tenant_id (0000-0014); the three global
-- unique lookups (brand_domains.domain, employees.email, sessions.token_hash) stay, see scale-out.md.
-- Foreign keys to tenants (a global table) stay simple.
--
-- Written for a live database with data: nothing is rewritten but indexes, ids are unchanged, and the
-- new foreign keys validate the existing rows (a cross-tenant reference, which the application never
-- makes, would stop the migration with the constraint's name and the offending key). Each table is
-- locked (ACCESS EXCLUSIVE) while its primary key index is rebuilt, until the migration commits; the
-- whole run takes well under a second on the demo data. See scale-out.md for very large tables.

-- 1. The foreign keys between tenant tables go first: they depend on the primary keys replaced in step 2.
ALTER TABLE "brand_domains"
  DROP CONSTRAINT "brand_domains_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "stores"
  DROP CONSTRAINT "stores_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_addresses"
  DROP CONSTRAINT "employee_addresses_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_assumptions"
  DROP CONSTRAINT "employee_assumptions_employee_id_employees_id_fk",
  DROP CONSTRAINT "employee_assumptions_assumed_by_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_documents"
  DROP CONSTRAINT "employee_documents_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts"
  DROP CONSTRAINT "employee_emergency_contacts_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_legal_details"
  DROP CONSTRAINT "employee_legal_details_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "customers"
  DROP CONSTRAINT "customers_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_roles"
  DROP CONSTRAINT "employee_roles_employee_id_employees_id_fk",
  DROP CONSTRAINT "employee_roles_role_id_roles_id_fk",
  DROP CONSTRAINT "employee_roles_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "files"
  DROP CONSTRAINT "files_uploaded_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "store_notes"
  DROP CONSTRAINT "store_notes_store_id_stores_id_fk",
  DROP CONSTRAINT "store_notes_author_id_employees_id_fk",
  DROP CONSTRAINT "store_notes_assumed_by_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "store_people"
  DROP CONSTRAINT "store_people_store_id_stores_id_fk",
  DROP CONSTRAINT "store_people_employee_id_employees_id_fk",
  DROP CONSTRAINT "store_people_assigned_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "back_bar_usage_lines"
  DROP CONSTRAINT "back_bar_usage_lines_usage_id_back_bar_usages_id_fk",
  DROP CONSTRAINT "back_bar_usage_lines_stock_item_id_stock_items_id_fk",
  DROP CONSTRAINT "back_bar_usage_lines_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "back_bar_usages"
  DROP CONSTRAINT "back_bar_usages_store_id_stores_id_fk",
  DROP CONSTRAINT "back_bar_usages_service_id_services_id_fk",
  DROP CONSTRAINT "back_bar_usages_deducted_by_employees_id_fk",
  DROP CONSTRAINT "back_bar_usages_undone_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_settings"
  DROP CONSTRAINT "inventory_settings_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_items"
  DROP CONSTRAINT "stock_items_store_id_stores_id_fk",
  DROP CONSTRAINT "stock_items_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements"
  DROP CONSTRAINT "stock_movements_stock_item_id_stock_items_id_fk",
  DROP CONSTRAINT "stock_movements_actor_id_employees_id_fk",
  DROP CONSTRAINT "stock_movements_assumed_by_id_employees_id_fk",
  DROP CONSTRAINT "stock_movements_back_bar_usage_id_back_bar_usages_id_fk";
--> statement-breakpoint
ALTER TABLE "service_product_usage"
  DROP CONSTRAINT "service_product_usage_service_id_services_id_fk",
  DROP CONSTRAINT "service_product_usage_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "service_store_overrides"
  DROP CONSTRAINT "service_store_overrides_service_id_services_id_fk",
  DROP CONSTRAINT "service_store_overrides_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "service_stores"
  DROP CONSTRAINT "service_stores_service_id_services_id_fk",
  DROP CONSTRAINT "service_stores_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "package_services"
  DROP CONSTRAINT "package_services_package_id_packages_id_fk",
  DROP CONSTRAINT "package_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "product_overrides"
  DROP CONSTRAINT "product_overrides_store_id_stores_id_fk",
  DROP CONSTRAINT "product_overrides_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_events"
  DROP CONSTRAINT "appointment_events_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_services"
  DROP CONSTRAINT "appointment_services_appointment_id_appointments_id_fk",
  DROP CONSTRAINT "appointment_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments"
  DROP CONSTRAINT "appointments_store_id_stores_id_fk",
  DROP CONSTRAINT "appointments_cutter_id_employees_id_fk",
  DROP CONSTRAINT "appointments_customer_id_customers_id_fk",
  DROP CONSTRAINT "appointments_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "shifts"
  DROP CONSTRAINT "shifts_store_id_stores_id_fk",
  DROP CONSTRAINT "shifts_employee_id_employees_id_fk",
  DROP CONSTRAINT "shifts_published_by_employees_id_fk",
  DROP CONSTRAINT "shifts_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "time_off"
  DROP CONSTRAINT "time_off_employee_id_employees_id_fk",
  DROP CONSTRAINT "time_off_store_id_stores_id_fk",
  DROP CONSTRAINT "time_off_created_by_employees_id_fk",
  DROP CONSTRAINT "time_off_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "promo_codes"
  DROP CONSTRAINT "promo_codes_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "promo_redemptions"
  DROP CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk",
  DROP CONSTRAINT "promo_redemptions_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "gift_card_ledger"
  DROP CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "gift_cards"
  DROP CONSTRAINT "gift_cards_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_activities"
  DROP CONSTRAINT "cash_activities_drawer_id_cash_drawers_id_fk",
  DROP CONSTRAINT "cash_activities_actor_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_drawers"
  DROP CONSTRAINT "cash_drawers_store_id_stores_id_fk",
  DROP CONSTRAINT "cash_drawers_register_id_cash_registers_id_fk",
  DROP CONSTRAINT "cash_drawers_opened_by_employees_id_fk",
  DROP CONSTRAINT "cash_drawers_closed_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_registers"
  DROP CONSTRAINT "cash_registers_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "cash_transactions"
  DROP CONSTRAINT "cash_transactions_drawer_id_cash_drawers_id_fk",
  DROP CONSTRAINT "cash_transactions_actor_id_employees_id_fk",
  DROP CONSTRAINT "cash_transactions_voided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_gateway_accounts"
  DROP CONSTRAINT "customer_gateway_accounts_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_cards"
  DROP CONSTRAINT "saved_cards_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines"
  DROP CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk",
  DROP CONSTRAINT "invoice_lines_cutter_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_payments"
  DROP CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_refunds"
  DROP CONSTRAINT "invoice_refunds_invoice_id_invoices_id_fk",
  DROP CONSTRAINT "invoice_refunds_payment_id_invoice_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_tips"
  DROP CONSTRAINT "invoice_tips_invoice_id_invoices_id_fk",
  DROP CONSTRAINT "invoice_tips_cutter_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices"
  DROP CONSTRAINT "invoices_store_id_stores_id_fk",
  DROP CONSTRAINT "invoices_appointment_id_appointments_id_fk",
  DROP CONSTRAINT "invoices_customer_id_customers_id_fk",
  DROP CONSTRAINT "invoices_created_by_employees_id_fk";
--> statement-breakpoint
-- 2. primary key (id) -> primary key (tenant_id, id), in one statement per table (one index build).
ALTER TABLE "appointment_events" DROP CONSTRAINT "appointment_events_pkey", ADD CONSTRAINT "appointment_events_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appointment_services" DROP CONSTRAINT "appointment_services_pkey", ADD CONSTRAINT "appointment_services_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey", ADD CONSTRAINT "appointments_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey", ADD CONSTRAINT "audit_log_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "back_bar_usage_lines" DROP CONSTRAINT "back_bar_usage_lines_pkey", ADD CONSTRAINT "back_bar_usage_lines_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "back_bar_usages" DROP CONSTRAINT "back_bar_usages_pkey", ADD CONSTRAINT "back_bar_usages_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "brand_domains" DROP CONSTRAINT "brand_domains_pkey", ADD CONSTRAINT "brand_domains_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_pkey", ADD CONSTRAINT "brands_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_activities" DROP CONSTRAINT "cash_activities_pkey", ADD CONSTRAINT "cash_activities_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_drawers" DROP CONSTRAINT "cash_drawers_pkey", ADD CONSTRAINT "cash_drawers_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_registers" DROP CONSTRAINT "cash_registers_pkey", ADD CONSTRAINT "cash_registers_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_transactions" DROP CONSTRAINT "cash_transactions_pkey", ADD CONSTRAINT "cash_transactions_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "config_groups" DROP CONSTRAINT "config_groups_pkey", ADD CONSTRAINT "config_groups_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "customer_gateway_accounts" DROP CONSTRAINT "customer_gateway_accounts_pkey", ADD CONSTRAINT "customer_gateway_accounts_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey", ADD CONSTRAINT "customers_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_addresses" DROP CONSTRAINT "employee_addresses_pkey", ADD CONSTRAINT "employee_addresses_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_assumptions" DROP CONSTRAINT "employee_assumptions_pkey", ADD CONSTRAINT "employee_assumptions_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_documents" DROP CONSTRAINT "employee_documents_pkey", ADD CONSTRAINT "employee_documents_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts" DROP CONSTRAINT "employee_emergency_contacts_pkey", ADD CONSTRAINT "employee_emergency_contacts_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_legal_details" DROP CONSTRAINT "employee_legal_details_pkey", ADD CONSTRAINT "employee_legal_details_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_roles" DROP CONSTRAINT "employee_roles_pkey", ADD CONSTRAINT "employee_roles_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey", ADD CONSTRAINT "employees_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_pkey", ADD CONSTRAINT "files_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_pkey", ADD CONSTRAINT "gift_card_ledger_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "gift_cards" DROP CONSTRAINT "gift_cards_pkey", ADD CONSTRAINT "gift_cards_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey", ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "inventory_settings" DROP CONSTRAINT "inventory_settings_pkey", ADD CONSTRAINT "inventory_settings_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_pkey", ADD CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_pkey", ADD CONSTRAINT "invoice_payments_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_refunds" DROP CONSTRAINT "invoice_refunds_pkey", ADD CONSTRAINT "invoice_refunds_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_tips" DROP CONSTRAINT "invoice_tips_pkey", ADD CONSTRAINT "invoice_tips_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey", ADD CONSTRAINT "invoices_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_pkey", ADD CONSTRAINT "one_time_codes_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_pkey", ADD CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "package_services" DROP CONSTRAINT "package_services_pkey", ADD CONSTRAINT "package_services_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_pkey", ADD CONSTRAINT "packages_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "product_overrides" DROP CONSTRAINT "product_overrides_pkey", ADD CONSTRAINT "product_overrides_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey", ADD CONSTRAINT "products_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_pkey", ADD CONSTRAINT "promo_codes_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "promo_redemptions" DROP CONSTRAINT "promo_redemptions_pkey", ADD CONSTRAINT "promo_redemptions_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey", ADD CONSTRAINT "roles_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "saved_cards" DROP CONSTRAINT "saved_cards_pkey", ADD CONSTRAINT "saved_cards_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "service_product_usage" DROP CONSTRAINT "service_product_usage_pkey", ADD CONSTRAINT "service_product_usage_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "service_store_overrides" DROP CONSTRAINT "service_store_overrides_pkey", ADD CONSTRAINT "service_store_overrides_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "service_stores" DROP CONSTRAINT "service_stores_pkey", ADD CONSTRAINT "service_stores_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey", ADD CONSTRAINT "services_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey", ADD CONSTRAINT "sessions_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "shifts" DROP CONSTRAINT "shifts_pkey", ADD CONSTRAINT "shifts_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_items" DROP CONSTRAINT "stock_items_pkey", ADD CONSTRAINT "stock_items_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_pkey", ADD CONSTRAINT "stock_movements_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "store_notes" DROP CONSTRAINT "store_notes_pkey", ADD CONSTRAINT "store_notes_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "store_people" DROP CONSTRAINT "store_people_pkey", ADD CONSTRAINT "store_people_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_pkey", ADD CONSTRAINT "stores_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "time_off" DROP CONSTRAINT "time_off_pkey", ADD CONSTRAINT "time_off_pkey" PRIMARY KEY ("tenant_id", "id");
--> statement-breakpoint
-- 3. The foreign keys again, each carrying tenant_id; adding one validates every existing row.
-- ON DELETE SET NULL names its column: the row keeps its tenant_id (PostgreSQL 15+).
ALTER TABLE "brand_domains"
  ADD CONSTRAINT "brand_domains_brand_id_fk" FOREIGN KEY ("tenant_id", "brand_id") REFERENCES "brands" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "stores"
  ADD CONSTRAINT "stores_brand_id_fk" FOREIGN KEY ("tenant_id", "brand_id") REFERENCES "brands" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_addresses"
  ADD CONSTRAINT "employee_addresses_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "employee_assumptions"
  ADD CONSTRAINT "employee_assumptions_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "employee_assumptions_assumed_by_employee_id_fk" FOREIGN KEY ("tenant_id", "assumed_by_employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "employee_documents"
  ADD CONSTRAINT "employee_documents_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "employee_emergency_contacts"
  ADD CONSTRAINT "employee_emergency_contacts_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "employee_legal_details"
  ADD CONSTRAINT "employee_legal_details_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "customers"
  ADD CONSTRAINT "customers_brand_id_fk" FOREIGN KEY ("tenant_id", "brand_id") REFERENCES "brands" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "employee_roles"
  ADD CONSTRAINT "employee_roles_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "employee_roles_role_id_fk" FOREIGN KEY ("tenant_id", "role_id") REFERENCES "roles" ("tenant_id", "id"),
  ADD CONSTRAINT "employee_roles_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "files"
  ADD CONSTRAINT "files_uploaded_by_fk" FOREIGN KEY ("tenant_id", "uploaded_by") REFERENCES "employees" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "store_notes"
  ADD CONSTRAINT "store_notes_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "store_notes_author_id_fk" FOREIGN KEY ("tenant_id", "author_id") REFERENCES "employees" ("tenant_id", "id"),
  ADD CONSTRAINT "store_notes_assumed_by_id_fk" FOREIGN KEY ("tenant_id", "assumed_by_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("assumed_by_id");
--> statement-breakpoint
ALTER TABLE "store_people"
  ADD CONSTRAINT "store_people_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "store_people_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "store_people_assigned_by_fk" FOREIGN KEY ("tenant_id", "assigned_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("assigned_by");
--> statement-breakpoint
ALTER TABLE "back_bar_usage_lines"
  ADD CONSTRAINT "back_bar_usage_lines_usage_id_fk" FOREIGN KEY ("tenant_id", "usage_id") REFERENCES "back_bar_usages" ("tenant_id", "id"),
  ADD CONSTRAINT "back_bar_usage_lines_stock_item_id_fk" FOREIGN KEY ("tenant_id", "stock_item_id") REFERENCES "stock_items" ("tenant_id", "id"),
  ADD CONSTRAINT "back_bar_usage_lines_product_id_fk" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "back_bar_usages"
  ADD CONSTRAINT "back_bar_usages_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "back_bar_usages_service_id_fk" FOREIGN KEY ("tenant_id", "service_id") REFERENCES "services" ("tenant_id", "id"),
  ADD CONSTRAINT "back_bar_usages_deducted_by_fk" FOREIGN KEY ("tenant_id", "deducted_by") REFERENCES "employees" ("tenant_id", "id"),
  ADD CONSTRAINT "back_bar_usages_undone_by_fk" FOREIGN KEY ("tenant_id", "undone_by") REFERENCES "employees" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "inventory_settings"
  ADD CONSTRAINT "inventory_settings_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "stock_items"
  ADD CONSTRAINT "stock_items_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "stock_items_product_id_fk" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "stock_movements"
  ADD CONSTRAINT "stock_movements_stock_item_id_fk" FOREIGN KEY ("tenant_id", "stock_item_id") REFERENCES "stock_items" ("tenant_id", "id"),
  ADD CONSTRAINT "stock_movements_actor_id_fk" FOREIGN KEY ("tenant_id", "actor_id") REFERENCES "employees" ("tenant_id", "id"),
  ADD CONSTRAINT "stock_movements_assumed_by_id_fk" FOREIGN KEY ("tenant_id", "assumed_by_id") REFERENCES "employees" ("tenant_id", "id"),
  ADD CONSTRAINT "stock_movements_back_bar_usage_id_fk" FOREIGN KEY ("tenant_id", "back_bar_usage_id") REFERENCES "back_bar_usages" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "service_product_usage"
  ADD CONSTRAINT "service_product_usage_service_id_fk" FOREIGN KEY ("tenant_id", "service_id") REFERENCES "services" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "service_product_usage_product_id_fk" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "service_store_overrides"
  ADD CONSTRAINT "service_store_overrides_service_id_fk" FOREIGN KEY ("tenant_id", "service_id") REFERENCES "services" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "service_store_overrides_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "service_stores"
  ADD CONSTRAINT "service_stores_service_id_fk" FOREIGN KEY ("tenant_id", "service_id") REFERENCES "services" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "service_stores_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "package_services"
  ADD CONSTRAINT "package_services_package_id_fk" FOREIGN KEY ("tenant_id", "package_id") REFERENCES "packages" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "package_services_service_id_fk" FOREIGN KEY ("tenant_id", "service_id") REFERENCES "services" ("tenant_id", "id") ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE "product_overrides"
  ADD CONSTRAINT "product_overrides_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "product_overrides_product_id_fk" FOREIGN KEY ("tenant_id", "product_id") REFERENCES "products" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appointment_events"
  ADD CONSTRAINT "appointment_events_appointment_id_fk" FOREIGN KEY ("tenant_id", "appointment_id") REFERENCES "appointments" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "appointment_services"
  ADD CONSTRAINT "appointment_services_appointment_id_fk" FOREIGN KEY ("tenant_id", "appointment_id") REFERENCES "appointments" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "appointment_services_service_id_fk" FOREIGN KEY ("tenant_id", "service_id") REFERENCES "services" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "appointments"
  ADD CONSTRAINT "appointments_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "appointments_cutter_id_fk" FOREIGN KEY ("tenant_id", "cutter_id") REFERENCES "employees" ("tenant_id", "id"),
  ADD CONSTRAINT "appointments_customer_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers" ("tenant_id", "id"),
  ADD CONSTRAINT "appointments_created_by_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "shifts"
  ADD CONSTRAINT "shifts_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "shifts_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "shifts_published_by_fk" FOREIGN KEY ("tenant_id", "published_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("published_by"),
  ADD CONSTRAINT "shifts_created_by_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "time_off"
  ADD CONSTRAINT "time_off_employee_id_fk" FOREIGN KEY ("tenant_id", "employee_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "time_off_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "time_off_created_by_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("created_by"),
  ADD CONSTRAINT "time_off_decided_by_fk" FOREIGN KEY ("tenant_id", "decided_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("decided_by");
--> statement-breakpoint
ALTER TABLE "promo_codes"
  ADD CONSTRAINT "promo_codes_created_by_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("created_by");
--> statement-breakpoint
ALTER TABLE "promo_redemptions"
  ADD CONSTRAINT "promo_redemptions_promo_code_id_fk" FOREIGN KEY ("tenant_id", "promo_code_id") REFERENCES "promo_codes" ("tenant_id", "id"),
  ADD CONSTRAINT "promo_redemptions_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "gift_card_ledger"
  ADD CONSTRAINT "gift_card_ledger_gift_card_id_fk" FOREIGN KEY ("tenant_id", "gift_card_id") REFERENCES "gift_cards" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "gift_cards"
  ADD CONSTRAINT "gift_cards_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_activities"
  ADD CONSTRAINT "cash_activities_drawer_id_fk" FOREIGN KEY ("tenant_id", "drawer_id") REFERENCES "cash_drawers" ("tenant_id", "id"),
  ADD CONSTRAINT "cash_activities_actor_id_fk" FOREIGN KEY ("tenant_id", "actor_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("actor_id");
--> statement-breakpoint
ALTER TABLE "cash_drawers"
  ADD CONSTRAINT "cash_drawers_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "cash_drawers_register_id_fk" FOREIGN KEY ("tenant_id", "register_id") REFERENCES "cash_registers" ("tenant_id", "id"),
  ADD CONSTRAINT "cash_drawers_opened_by_fk" FOREIGN KEY ("tenant_id", "opened_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("opened_by"),
  ADD CONSTRAINT "cash_drawers_closed_by_fk" FOREIGN KEY ("tenant_id", "closed_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("closed_by");
--> statement-breakpoint
ALTER TABLE "cash_registers"
  ADD CONSTRAINT "cash_registers_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "cash_transactions"
  ADD CONSTRAINT "cash_transactions_drawer_id_fk" FOREIGN KEY ("tenant_id", "drawer_id") REFERENCES "cash_drawers" ("tenant_id", "id"),
  ADD CONSTRAINT "cash_transactions_actor_id_fk" FOREIGN KEY ("tenant_id", "actor_id") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("actor_id"),
  ADD CONSTRAINT "cash_transactions_voided_by_fk" FOREIGN KEY ("tenant_id", "voided_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("voided_by");
--> statement-breakpoint
ALTER TABLE "customer_gateway_accounts"
  ADD CONSTRAINT "customer_gateway_accounts_customer_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "saved_cards"
  ADD CONSTRAINT "saved_cards_customer_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_lines"
  ADD CONSTRAINT "invoice_lines_invoice_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "invoice_lines_cutter_id_fk" FOREIGN KEY ("tenant_id", "cutter_id") REFERENCES "employees" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_payments"
  ADD CONSTRAINT "invoice_payments_invoice_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_refunds"
  ADD CONSTRAINT "invoice_refunds_invoice_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices" ("tenant_id", "id"),
  ADD CONSTRAINT "invoice_refunds_payment_id_fk" FOREIGN KEY ("tenant_id", "payment_id") REFERENCES "invoice_payments" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoice_tips"
  ADD CONSTRAINT "invoice_tips_invoice_id_fk" FOREIGN KEY ("tenant_id", "invoice_id") REFERENCES "invoices" ("tenant_id", "id") ON DELETE CASCADE,
  ADD CONSTRAINT "invoice_tips_cutter_id_fk" FOREIGN KEY ("tenant_id", "cutter_id") REFERENCES "employees" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "invoices"
  ADD CONSTRAINT "invoices_store_id_fk" FOREIGN KEY ("tenant_id", "store_id") REFERENCES "stores" ("tenant_id", "id"),
  ADD CONSTRAINT "invoices_appointment_id_fk" FOREIGN KEY ("tenant_id", "appointment_id") REFERENCES "appointments" ("tenant_id", "id"),
  ADD CONSTRAINT "invoices_customer_id_fk" FOREIGN KEY ("tenant_id", "customer_id") REFERENCES "customers" ("tenant_id", "id"),
  ADD CONSTRAINT "invoices_created_by_fk" FOREIGN KEY ("tenant_id", "created_by") REFERENCES "employees" ("tenant_id", "id") ON DELETE SET NULL ("created_by");
