import { and, desc, eq } from 'drizzle-orm';
import { ApiCode } from '#shared/api/envelope';
import type { ConsoleSmsTemplate, ConsoleSmsTemplates } from '#shared/api/console';
import { type SmsTemplateKind, smsTemplateKindLabels, smsTemplateMessages, smsTemplateStateLabels } from '#shared/console/rules';
import type { Db } from '#server/db/client';
import { smsTemplates } from '#server/db/schema';
import type { Env } from '#server/env';
import { ApiError } from '#server/lib/errors';
import { recordAudit } from './audit';
import type { OperatorCaller } from '#server/platform/operator-sessions';

/**
 * SMS templates (docs/CONSOLE.md, "Operations"). The provider reviews every template; a 管理员 records
 * each one as submitted and then the review's outcome. The sender uses the newest approved template
 * of a kind, so a new wording goes live the moment its approval is recorded, on every app server.
 */

type Row = typeof smsTemplates.$inferSelect;
export type TemplateInUse = {
  providerCode: string;
  source: 'console' | 'deploy';
} | null;
export type TemplatesInUse = Record<SmsTemplateKind, TemplateInUse>;

const toTemplate = (row: Row): ConsoleSmsTemplate => ({
  id: row.id,
  kind: row.kind,
  providerCode: row.providerCode,
  content: row.content,
  status: row.status,
  reviewNote: row.reviewNote,
  reviewedAt: row.reviewedAt,
  createdAt: row.createdAt,
});

async function newestApproved(db: Db, kind: SmsTemplateKind): Promise<string | null> {
  const [row] = await db
    .select({ providerCode: smsTemplates.providerCode })
    .from(smsTemplates)
    .where(and(eq(smsTemplates.kind, kind), eq(smsTemplates.status, 'approved')))
    .orderBy(desc(smsTemplates.reviewedAt), desc(smsTemplates.id))
    .limit(1);
  return row?.providerCode ?? null;
}

/** What the sender uses now: an approved template recorded in the console wins over the deploy's configured code. */
export async function templatesInUse(
  db: Db,
  env: Pick<Env, 'ALIYUN_SMS_TEMPLATE_CODE' | 'ALIYUN_SMS_NOTICE_TEMPLATE_CODE' | 'ALIYUN_SMS_FAMILY_TEMPLATE_CODE'>,
): Promise<TemplatesInUse> {
  const pick = async (kind: SmsTemplateKind, configured: string | undefined): Promise<TemplateInUse> => {
    const approved = await newestApproved(db, kind);
    if (approved) return { providerCode: approved, source: 'console' };
    return configured ? { providerCode: configured, source: 'deploy' } : null;
  };
  return {
    code: await pick('code', env.ALIYUN_SMS_TEMPLATE_CODE),
    notice: await pick('notice', env.ALIYUN_SMS_NOTICE_TEMPLATE_CODE),
    family: await pick('family', env.ALIYUN_SMS_FAMILY_TEMPLATE_CODE),
  };
}

export async function listSmsTemplates(db: Db, env: Env): Promise<ConsoleSmsTemplates> {
  const rows = await db.select().from(smsTemplates).orderBy(desc(smsTemplates.createdAt), desc(smsTemplates.id));
  return { rows: rows.map(toTemplate), inUse: await templatesInUse(db, env) };
}

export async function createSmsTemplate(
  db: Db,
  caller: OperatorCaller,
  input: { kind: SmsTemplateKind; providerCode: string; content: string },
  now: Date,
): Promise<ConsoleSmsTemplate> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The unique code decides a race between two admins, not a read before the write.
    const [row] = await tx
      .insert(smsTemplates)
      .values({
        kind: input.kind,
        providerCode: input.providerCode,
        content: input.content,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new ApiError(ApiCode.INVALID_PARAMS, smsTemplateMessages.exists, {
        errors: [{ field: 'providerCode', message: smsTemplateMessages.exists }],
      });
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'sms_template.create',
        targetKind: 'sms_template',
        targetId: row.id,
        summary: `登记${smsTemplateKindLabels[row.kind]}短信模板 ${row.providerCode}（审核中）`,
        after: {
          kind: row.kind,
          providerCode: row.providerCode,
          content: row.content,
        },
      },
      now,
    );
    return toTemplate(row);
  });
}

/** Records the provider's verdict once; the row is locked, so two admins recording at once cannot both win. */
export async function reviewSmsTemplate(
  db: Db,
  caller: OperatorCaller,
  input: { id: number; status: 'approved' | 'rejected'; note: string },
  now: Date,
): Promise<ConsoleSmsTemplate> {
  if (input.status === 'rejected' && !input.note)
    throw new ApiError(ApiCode.INVALID_PARAMS, smsTemplateMessages.note, {
      errors: [{ field: 'note', message: smsTemplateMessages.note }],
    });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx.select().from(smsTemplates).where(eq(smsTemplates.id, input.id)).for('update');
    if (!before) throw new ApiError(ApiCode.NOT_FOUND, '该短信模板不存在');
    if (before.status !== 'pending') throw new ApiError(ApiCode.INVALID_PARAMS, smsTemplateMessages.reviewed);
    const note = input.status === 'rejected' ? input.note : '';
    const [after] = await tx.update(smsTemplates).set({ status: input.status, reviewNote: note, reviewedAt: now }).where(eq(smsTemplates.id, input.id)).returning();
    await recordAudit(
      tx,
      caller.operatorId,
      {
        action: 'sms_template.review',
        targetKind: 'sms_template',
        targetId: after.id,
        summary: `${smsTemplateKindLabels[after.kind]}短信模板 ${after.providerCode}：${smsTemplateStateLabels[after.status]}${after.status === 'approved' ? '（短信改用此模板）' : ''}`,
        before: { status: smsTemplateStateLabels[before.status] },
        after: {
          status: smsTemplateStateLabels[after.status],
          ...(note ? { note } : {}),
        },
      },
      now,
    );
    return toTemplate(after);
  });
}
