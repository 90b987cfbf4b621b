import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { createMigratedDatabase, databaseTargets, targetTitle } from '../testing/databases';
import { queryRows } from './client';
import { runMigrations } from './migrate';

const TABLES = [
  'account_tokens', 'admin_audit_log', 'app_secrets', 'app_settings', 'award_suppliers', 'award_unlocks', 'awards',
  'bid_reports', 'bid_response_revisions', 'bid_response_sources', 'bid_responses', 'buyer_categories', 'buyer_category_assignments', 'buyer_list_entries', 'buyer_list_permissions',
  'buyer_lists', 'cleaning_decision_logs', 'cleaning_tasks', 'comments', 'companies', 'contact_requests', 'contacts',
  'contracts', 'cpv_codes', 'credit_accounts', 'credit_transactions', 'crm_connections', 'crm_sends',
  'demo_requests', 'document_folders', 'documents', 'downgrade_requests', 'email_outbox', 'export_jobs', 'file_extraction_sections',
  'file_extractions', 'framework_call_offs', 'frameworks', 'home_visits', 'lead_subscription_contents',
  'lead_subscription_delivered_notices', 'lead_subscription_deliveries', 'lead_subscriptions', 'login_attempts',
  'lots', 'notice_cpv_codes', 'notice_duplicates', 'notice_organisations', 'notice_seen_by', 'notices',
  'notification_settings', 'notifications', 'ocds_releases', 'opportunities', 'opportunity_entities',
  'opportunity_stages', 'opportunity_transitions', 'opportunity_workflows', 'organisations', 'outbound_webhook_calls', 'outreach_generations',
  'pinned_saved_views', 'procurement_stage_assignees', 'procurement_stage_qualifications', 'procurement_stages',
  'rate_limit_counters', 'record_families', 'record_list_entries', 'record_lists', 'record_summaries',
  'reference_organisations', 'regions', 'report_documents', 'report_sections', 'reports', 'sales_interactions',
  'saved_views', 'scheduled_jobs', 'search_index_changes', 'sessions', 'share_links', 'spend_files', 'spend_payments', 'spend_requests',
  'sync_sources', 'team_memberships',
  'team_notice_relevance', 'team_relevance_state', 'team_signal_matches', 'team_signal_settings', 'teams',
  'user_invitations', 'users',
];

for (const target of await databaseTargets()) {
  describe.skipIf(target.skipReason !== null)(`migrations and seed [${targetTitle(target)}]`, () => {
    it('migrations are idempotent and the seed runs once: a second run changes nothing', async () => {
      const test = await createMigratedDatabase(target);
      const { db } = test.handle;
      try {
        const snapshot = async () => {
          const tables = await queryRows<{ table_name: string }>(
            db,
            sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
          );
          const applied = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
          const counts = await queryRows<Record<string, number>>(db, sql`select
            (select count(*)::int from companies) as companies, (select count(*)::int from teams) as teams,
            (select count(*)::int from users) as users, (select count(*)::int from notifications) as notifications`);
          const rows = await queryRows(db, sql`select id, user_id, verb, created_at, read_at, text_attributes from notifications order by id`);
          return { tables: tables.map((r) => r.table_name), applied: applied[0]?.n, counts: counts[0], rows };
        };
        const empty = await snapshot();
        expect(empty.tables).toEqual(TABLES);
        await runMigrations(test.handle);
        expect(await snapshot()).toEqual(empty);

        expect((await seedDemo(db)).seeded).toBe(true);
        const seeded = await snapshot();
        expect(seeded.counts).toMatchObject({ companies: 4, teams: 4, users: 5 });
        expect(seeded.counts?.notifications).toBeGreaterThanOrEqual(14);

        expect((await seedDemo(db, new Date(Date.now() + 86_400_000))).seeded).toBe(false);
        await runMigrations(test.handle);
        expect(await snapshot()).toEqual(seeded);

        const bad = db.execute(sql`insert into notifications (user_id, verb) select id, 'like' from users limit 1`);
        await expect(bad).rejects.toThrow();
      } finally {
        await test.dispose();
      }
    });

    it('full-text search over notices (weighted tsvector) and trigram search over organisation names', async () => {
      const test = await createMigratedDatabase(target);
      const { db } = test.handle;
      try {
        await db.execute(sql`insert into record_families (guid, ocid) values
          ('00000000-0000-5000-8000-000000000001', 'ocds-a'), ('00000000-0000-5000-8000-000000000002', 'ocds-b')`);
        await db.execute(sql`insert into notices (guid, ocid, record_family_id, name, description, stage, stage_reason, content_hash)
          select f.guid, f.ocid, f.id, v.name, v.description, 'OPEN', 'test', 'h' from record_families f
          join (values ('ocds-a', 'Cloud hosting services', 'Managed hosting for the council'),
                       ('ocds-b', 'Grounds maintenance', 'Includes cloud backup of the asset register')) v(ocid, name, description)
            on v.ocid = f.ocid`);
        const ranked = await queryRows<{ ocid: string }>(
          db,
          sql`select ocid from notices where search @@ websearch_to_tsquery('english', 'clouds')
              order by ts_rank(search, websearch_to_tsquery('english', 'clouds')) desc`,
        );
        expect(ranked.map((r) => r.ocid)).toEqual(['ocds-a', 'ocds-b']);

        await db.execute(sql`insert into organisations (guid, name, normalised_name, primary_role) values
          ('00000000-0000-5000-8000-0000000000a1', 'Leeds City Council', 'leeds city council', 'BUYER'),
          ('00000000-0000-5000-8000-0000000000a2', 'Glasgow City Council', 'glasgow city council', 'BUYER')`);
        const similar = await queryRows<{ name: string }>(db, sql`select name from organisations where name % 'Leds Cty Council'
          order by similarity(name, 'Leds Cty Council') desc`);
        expect(similar.map((r) => r.name)).toEqual(['Leeds City Council', 'Glasgow City Council']);
      } finally {
        await test.dispose();
      }
    });
  });
}
