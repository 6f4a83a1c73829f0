import type { Kysely } from 'kysely';

/**
 * The anti-fraud rules count a device's conversions (issue 15, tasklib/fraud): from the device's clicks
 * (offer_click_device) to their conversions by click id. Without this index each count reads every
 * conversion; with it, only the device's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('offer_conversion_click')
    .on('offer_conversion')
    .columns(['click_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('offer_conversion_click').execute();
}
