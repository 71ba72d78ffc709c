/** The outbox of the mails the platform "sent" (`mail/outbox.ts` writes and reads it). */
export const OUTBOX_SQL = `
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox(recipient);
`;
