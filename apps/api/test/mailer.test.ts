import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema.js';
import { createMailer, MAX_ATTEMPTS } from '../src/modules/mail/mailer.js';
import { useTestDatabase } from './helpers.js';

describe('outbox mailer', () => {
  // A copy of the suite's template (made in the hook); each test starts with an empty outbox.
  const ctx = useTestDatabase();
  beforeEach(async () => {
    await ctx.database.db.delete(emailOutbox);
  });

  it('keeps messages in the outbox without SMTP', async () => {
    const database = ctx.database;
    const mailer = createMailer(database.db, { from: 'x@y.id' });
    await mailer.send({ to: 'a@b.id', subject: 'S', text: 'T' });
    expect(await mailer.flush()).toBe(0);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'a@b.id'));
    expect(row).toMatchObject({ toAddress: 'a@b.id', status: 'queued', attempts: 0 });
  });

  it('delivers through the transport, retries failures, and gives up after the last attempt', async () => {
    const database = ctx.database;
    const delivered: string[] = [];
    let failNext = 1;
    const transport = {
      sendMail: async (m: { to: string }) => {
        if (m.to === 'never@b.id' || failNext-- > 0) throw new Error('421 try later');
        delivered.push(m.to);
        return {} as never;
      },
    };
    const mailer = createMailer(database.db, { from: 'x@y.id', transport });
    await mailer.send({ to: 'a@b.id', subject: 'S', text: 'T' }); // first attempt fails
    let [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'a@b.id'));
    expect(row).toMatchObject({ status: 'retry', attempts: 1, lastError: '421 try later' });
    expect(await mailer.flush()).toBe(1);
    [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'a@b.id'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(delivered).toEqual(['a@b.id']);

    await mailer.send({ to: 'never@b.id', subject: 'S', text: 'T' });
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await mailer.flush();
    [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'never@b.id'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});
