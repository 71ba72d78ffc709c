import type { AppContext } from '../context.js';

/** One e-mail the platform "sent": kept in the database and printed, so a person (or an e2e test) can follow its link. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about (activation, reset, invitation, finished job), if any. */
  link: string | null;
  kind: string;
  createdAt: string;
}

/** "Sends" a mail: stores it in the outbox and prints it with its link to the console. */
export function sendMail(ctx: AppContext, mail: { to: string; subject: string; text: string; link?: string | null; kind: string }): OutboxMail {
  const createdAt = new Date().toISOString();
  ctx.db.run('INSERT INTO outbox (recipient, subject, body, link, kind, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    mail.to.toLowerCase(),
    mail.subject,
    mail.text,
    mail.link ?? null,
    mail.kind,
    createdAt,
  ]);
  const id = ctx.db.lastInsertId();
  ctx.log(`mail to ${mail.to}: ${mail.subject}${mail.link ? ` — ${mail.link}` : ''}`);
  return { id, to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, link: mail.link ?? null, kind: mail.kind, createdAt };
}

/** Mails in the outbox, newest first, optionally only those to one address. */
export function listMail(ctx: AppContext, to?: string): OutboxMail[] {
  const rows = ctx.db.all<{ id: number; recipient: string; subject: string; body: string; link: string | null; kind: string; created_at: string }>(
    `SELECT * FROM outbox ${to ? 'WHERE recipient = ?' : ''} ORDER BY id DESC LIMIT 200`,
    to ? [to.toLowerCase()] : [],
  );
  return rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.body, link: r.link, kind: r.kind, createdAt: r.created_at }));
}
