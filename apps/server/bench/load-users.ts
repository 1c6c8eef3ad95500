/**
 * bench/load.ts, users and answers: valid answer sequences that differ between users, users
 * registered, verified (token from the dev outbox) and logged in, and the answers acknowledged.
 */
import { readFile } from 'node:fs/promises';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { STEPS, isAsked, profileOfAnswers, validateAnswer } from '@hai/domain';
import { answerWith, perfectAnswers, unscoredAnswer, type GeneratedAnswer } from '@hai/domain/testing';
import PostalMime from 'postal-mime';
import { HttpClient } from './http-client.js';
import type { RunningServer } from './load-processes.js';

export const PASSWORD = 'benchmark password';
/** Registrations run this many at a time (argon2 costs ~40 ms of CPU each). */
const SETUP_CONCURRENCY = 4;

// ---------------------------------------------------------------- users and answers

/** An answer ready to send: what the read-back must find, and the request body. */
export interface PreparedAnswer {
  questionId: string;
  selectedOptionIds: string[];
  json: string;
}

export const QUESTIONS = STEPS.flatMap((s) => s.questions);
export const PERFECT = perfectAnswers(STEPS);

/** For each question in order, every valid answer selecting one option (or the unscored one). */
export const ALTERNATIVES: GeneratedAnswer[][] = QUESTIONS.map((q, i) => {
  if (PERFECT[i]?.questionId !== q.id) throw new Error(`perfectAnswers is out of order at ${q.id}`);
  const candidates: GeneratedAnswer[] = [PERFECT[i]];
  try {
    candidates.push(unscoredAnswer(q));
  } catch {
    // no unscored option
  }
  for (const o of q.options) candidates.push(answerWith(q, [o]));
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key) || !validateAnswer(q, c.selectedOptionIds, c.additionalInputs).ok) return false;
    seen.add(key);
    return true;
  });
});

/**
 * User `n`'s answers: the perfect run with about a third of the answers swapped for another valid
 * one, to the questions its own context answers make it asked (domain-design.md §9: an activity
 * that does not apply to the company is refused with 409), in bank order — up to 180.
 */
export function answersFor(n: number): PreparedAnswer[] {
  const chosen = QUESTIONS.map((_, i) => {
    const alts = ALTERNATIVES[i]!;
    return (n * 31 + i * 17) % 3 === 0 ? alts[(n + i) % alts.length]! : PERFECT[i]!;
  });
  const profile = profileOfAnswers(chosen);
  return chosen
    .filter((_, i) => isAsked(QUESTIONS[i]!, profile))
    .map((a) => ({
      questionId: a.questionId,
      selectedOptionIds: a.selectedOptionIds,
      json: JSON.stringify(a),
    }));
}

/**
 * Verification tokens read from the outbox .eml files, by recipient. Several servers on one
 * database each write to their own DATA_DIR/outbox and any of them may deliver a message, so
 * `dirs` may name several folders.
 */
export class Outbox {
  private readonly seen = new Set<string>();
  private readonly tokens = new Map<string, string>();
  private readonly dirs: readonly string[];
  private scanning: Promise<void> | undefined;

  constructor(dirs: string | readonly string[]) {
    this.dirs = typeof dirs === 'string' ? [dirs] : dirs;
  }

  private scan(): Promise<void> {
    this.scanning ??= this.readNew().finally(() => (this.scanning = undefined));
    return this.scanning;
  }

  private async readNew(): Promise<void> {
    for (const dir of this.dirs) {
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir)) {
        const path = join(dir, f);
        if (!f.endsWith('.eml') || this.seen.has(path)) continue;
        this.seen.add(path); // the worker writes then renames, so a listed .eml is complete
        const mail = await PostalMime.parse(await readFile(path));
        const to = mail.to?.[0]?.address?.toLowerCase();
        const token = /verify-email\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
        if (to && token) this.tokens.set(to, token);
      }
    }
  }

  /** The verification token sent to `email`; waits up to 15 s for the message. */
  async tokenFor(email: string): Promise<string> {
    const until = performance.now() + 15_000;
    for (;;) {
      const token = this.tokens.get(email);
      if (token) return token;
      if (performance.now() > until) throw new Error(`no verification e-mail for ${email} in 15 s`);
      await this.scan();
      if (!this.tokens.has(email)) await sleep(20);
    }
  }
}

/** A registered, verified, logged-in user with its assessment started and its answers ready. */
export interface BenchUser {
  email: string;
  token: string;
  answers: PreparedAnswer[];
}

/**
 * Register, verify (token from the outbox) and log in `count` users named `<prefix><i>@…`,
 * SETUP_CONCURRENCY at a time, and open each one's assessment. Given several servers (instances
 * on one database), the calls go round robin, call i to server i mod n, and the verification
 * e-mail is looked for in every server's outbox.
 */
export async function registerUsers(
  srv: RunningServer | readonly RunningServer[],
  prefix: string,
  count: number,
  offset: number,
): Promise<BenchUser[]> {
  const servers = 'base' in srv ? [srv] : srv;
  const clients = servers.map((s) => new HttpClient(s.base, SETUP_CONCURRENCY));
  let turn = 0;
  const client = {
    call: (...args: Parameters<HttpClient['call']>) => clients[turn++ % clients.length]!.call(...args),
  };
  const outbox = new Outbox(servers.map((s) => join(s.dataDir, 'outbox')));
  const users: BenchUser[] = new Array(count);
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: SETUP_CONCURRENCY }, async () => {
        for (let i = next++; i < count; i = next++) {
          const email = `${prefix}${i}@example.com`;
          await client.call('POST', '/api/auth/register', {
            email,
            password: PASSWORD,
            firstName: 'Bench',
            companyName: 'Bench SRL',
            companyRole: 'CMO',
          });
          await client.call('POST', '/api/auth/verify-email', { token: await outbox.tokenFor(email) });
          const { token } = (await client.call('POST', '/api/auth/login', { email, password: PASSWORD })) as {
            token: string;
          };
          await client.call('GET', '/api/assessment/current', undefined, token);
          users[i] = { email, token, answers: answersFor(offset + i) };
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
  return users;
}

/** Acknowledged answers by `email \0 questionId` → JSON of the selected option ids. */
export type Acks = Map<string, string>;

export function ack(acks: Acks, email: string, a: PreparedAnswer): void {
  acks.set(`${email}\u0000${a.questionId}`, JSON.stringify(a.selectedOptionIds));
}

/** Keeps the first few distinct error messages of a phase. */
export class Errors {
  count = 0;
  readonly samples = new Map<string, number>();
  add(status: number, error: string | undefined): void {
    this.count++;
    const key = `${status} ${(error ?? '').slice(0, 160)}`;
    if (this.samples.size < 3 || this.samples.has(key))
      this.samples.set(key, (this.samples.get(key) ?? 0) + 1);
  }
  print(indent: string): void {
    for (const [k, n] of this.samples) console.log(`${indent}${n}× ${k}`);
  }
}

/** The read-back of acknowledged answers: how many were acknowledged, found, and found different. */
export interface ReadBack {
  acknowledged: number;
  found: number;
  mismatched: number;
}

/** Every stored answer with its user's e-mail (the read-back's one query, either driver). */
export const READ_BACK_SQL = `select u.email, a.question_id, a.selected_option_ids
  from answers a join assessments s on s.id = a.assessment_id join users u on u.id = s.user_id`;

/** Compare every acknowledged answer with the `answers` rows read back from the database. */
export function compareReadBack(acks: Acks, rows: readonly Record<string, unknown>[]): ReadBack {
  const stored = new Map<string, string>();
  for (const r of rows) {
    const ids =
      typeof r.selected_option_ids === 'string' ? JSON.parse(r.selected_option_ids) : r.selected_option_ids;
    stored.set(`${String(r.email)}\u0000${String(r.question_id)}`, JSON.stringify(ids));
  }
  let found = 0;
  let mismatched = 0;
  for (const [key, ids] of acks) {
    const s = stored.get(key);
    if (s === undefined) continue;
    found++;
    if (s !== ids) mismatched++;
  }
  return { acknowledged: acks.size, found, mismatched };
}
