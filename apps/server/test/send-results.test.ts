/**
 * Integration: POST /assessment/send-results on a real database with the SMTP
 * trap: 409 until the assessment is completed; then the results e-mail (score, level, the 12
 * steps, recommendations, the link from APP_URL) in the requested language, user data escaped;
 * one e-mail a minute and ten a day per user, else a translated 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONS, STEPS, translate, type QuestionDef } from '@hai/domain';
import {
  answerKey,
  perfectAnswers,
  TU_FORMS,
  unscoredAnswer,
  type GeneratedAnswer,
} from '@hai/domain/testing';
import { DomainError } from '../src/errors.js';
import { SendResultsLimits } from '../src/services/send-results.js';
import { startMailTrap } from '../src/testing/mail-trap.js';
import {
  bearer,
  json,
  queuedMail,
  registration,
  startHarness,
  uniqueEmail,
  verificationToken,
  type Harness,
} from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const COMPANY = 'Acme <b>Bold</b> & "Co"';
const LEVEL: Record<string, { en: string; ro: string }> = {
  pioneer: { en: 'Pioneer', ro: 'Pionier' },
  advanced: { en: 'Advanced', ro: 'Avansat' },
  average: { en: 'Average', ro: 'Mediu' },
  early_stage: { en: 'Early stage', ro: 'Stadiu incipient' },
  urgent: { en: 'Urgent', ro: 'Urgent' },
};

/** Register (with `overrides`), verify and log in; returns the bearer token. */
async function user(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const payload = registration(email, overrides);
  const reg = await h.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const token = await verificationToken(h, email);
  await h.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const login = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: payload.password },
  });
  return json<{ token: string }>(login).token;
}

async function answerAll(token: string, answers: readonly GeneratedAnswer[]) {
  for (const a of answers) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/assessment/answer',
      headers: bearer(token),
      payload: a,
    });
    if (res.statusCode !== 200) throw new Error(`answer ${a.questionId}: ${res.body}`);
  }
}

/** The end of the scale with the most (D) or least (A) AI or automation. */
function extreme(q: QuestionDef, most: 'ai' | 'human'): GeneratedAnswer {
  return answerKey(q, most === 'ai' ? 'D' : 'A');
}

/**
 * On target except VIZIUNE (too much AI), SISTEME (too much human) and TRANSFORMARE (every
 * activity "not yet": not implemented), so the e-mail has furthest steps and every kind
 * of status.
 */
const MIXED = perfectAnswers(STEPS).map((a) => {
  const q = QUESTIONS.find((x) => x.id === a.questionId)!;
  if (q.kind === 'context') return a;
  if (q.step.key === 'VIZIUNE') return extreme(q, 'ai');
  if (q.step.key === 'SISTEME') return extreme(q, 'human');
  if (q.step.key === 'TRANSFORMARE') return unscoredAnswer(q);
  return a;
});

const send = (token: string, payload?: object, lang = 'en') =>
  h.app.inject({
    method: 'POST',
    url: '/api/assessment/send-results',
    headers: { ...bearer(token), 'x-locale': lang },
    ...(payload ? { payload } : {}),
  });

describe('before the assessment is completed', () => {
  it('answers a translated 409 and queues nothing', async () => {
    const email = uniqueEmail('early');
    const token = await user(email);
    await answerAll(token, MIXED.slice(0, 20));
    const en = await send(token, { locale: 'en' });
    expect(en.statusCode).toBe(409);
    expect(json(en)).toEqual({
      error: 'CONFLICT',
      message: 'Complete the assessment to see your results',
      requestId: en.headers['x-request-id'],
    });
    const ro = await send(token, undefined, 'ro');
    expect(json(ro).message).toBe('Finalizați evaluarea ca să vă vedeți rezultatele');
    expect(await queuedMail(h, email)).toHaveLength(1); // the verification e-mail only
  });

  it('answers 401 without a token and 400 for unknown fields', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/assessment/send-results', payload: {} });
    expect(res.statusCode).toBe(401);
    const token = await user(uniqueEmail('strict'));
    expect((await send(token, { locale: 'en', to: 'someone@else.example' })).statusCode).toBe(400);
  });
});

describe('after a completed assessment', () => {
  let roEmail: string;
  let roToken: string;
  let score: Json;
  beforeAll(async () => {
    roEmail = uniqueEmail('ro');
    roToken = await user(roEmail, { companyName: COMPANY, firstName: 'Ioana <i>' });
    await answerAll(roToken, MIXED);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/assessment/overall-score',
      headers: bearer(roToken),
    });
    score = json<Json>(res);
  });

  it('e-mails the results in Romanian: the executive summary first, score, level, the 12 steps, the furthest steps and the link', async () => {
    const res = await send(roToken, { locale: 'ro' }, 'en');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: `Rezultatele au fost trimise la ${roEmail}` });
    const mail = await h.mail.waitFor(roEmail, { subject: /Rezultatele voastre/ });
    expect(mail.subject).toBe(
      `Rezultatele voastre: ${score.overallScore}% (${LEVEL[score.band]!.ro}) — HAI Marketing Wheel`,
    );
    const text = mail.text ?? '';
    expect(text).toContain(`Scor general: ${score.overallScore}%`);
    expect(text).toContain(`Bazat pe ${score.categoryCount} categorii`);
    for (const s of STEPS) expect(text).toContain(`${s.globalOrder}. ${s.name.ro}:`);
    expect(text).toMatch(/1\. Viziune: .*Ajustare necesară: prea mult AI/);
    expect(text).toMatch(/8\. Sisteme: .*Ajustare necesară: prea multă muncă umană/);
    expect(text).toMatch(/11\. Transformare: .*Neimplementat încă/);
    // Each step's two numbers in words: the split's distance from the ideal and the practised activities.
    expect(text).toMatch(
      /Împărțirea voastră este la \d+ (de )?puncte de ideal, cu prea mult lăsat pe seama AI-ului sau a automatizării\. Practicați 13 din cele 13 activități/,
    );
    expect(text).toContain('Nu practicați încă niciuna dintre cele 15 activități.');
    expect(text).toContain(score.summary.focus);
    // The executive summary opens the e-mail, with the same words as the overview.
    const exec = score.executiveSummary;
    expect(text.indexOf(exec.title.toLocaleUpperCase('ro'))).toBeLessThan(text.indexOf('Scor general'));
    expect(text).toContain(exec.headline);
    for (const g of exec.gaps) expect(text).toContain(g.text);
    for (const a of exec.actions) expect(text).toContain(a.text);
    expect(text).toContain(exec.investment.text);
    expect(exec.investment.text).toMatch(/^Recomandat: [\d.]+–[\d.]+ € în 12 luni/);
    // The band's generic list is no longer e-mailed: the summary says what this company should do.
    for (const r of score.summary.recommendations) expect(text).not.toContain(r);
    expect(text).toMatch(/- Viziune: \d+\u00a0% muncă umană, față de un ideal de 90\u00a0% \(prea mult AI\)/);
    expect(text).toContain('Vedeți rezultatele complete: http://wheel.test/ro/results');
    const html = mail.html ?? '';
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('href="http://wheel.test/ro/results"');
    for (const s of STEPS) expect(html).toContain(s.name.ro);
    expect(html).toContain(`>${score.overallScore}%<`);
    expect(html).toContain('data-section="executive-summary"');
    expect(html.indexOf('data-section="executive-summary"')).toBeLessThan(html.indexOf('Scor general'));
    // The same register as the question bank and the results page: "voi", never "tu".
    expect(mail.subject).not.toMatch(TU_FORMS);
    expect(text).not.toMatch(TU_FORMS);
    expect(html.replace(/<[^>]+>/g, ' ')).not.toMatch(TU_FORMS);
  });

  it('escapes the user data in the HTML', async () => {
    const mail = await h.mail.waitFor(roEmail, { subject: /Rezultatele voastre/ });
    const html = mail.html ?? '';
    expect(html).toContain('Acme &lt;b&gt;Bold&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('Ioana &lt;i&gt;');
    expect(html).not.toMatch(/<b>|<i>/);
    expect(mail.text).toContain(COMPANY); // the text part is plain text, shown as is
  });

  it('refuses a second e-mail within the minute with a translated 429 and queues nothing', async () => {
    const before = (await queuedMail(h, roEmail)).length;
    const ro = await send(roToken, { locale: 'ro' }, 'ro');
    expect(ro.statusCode).toBe(429);
    expect(json(ro)).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(json(ro).message).toMatch(
      /^Puteți trimite rezultatele pe email o dată pe minut\. Încercați din nou peste \d+ s\.$/,
    );
    const en = await send(roToken, undefined, 'en');
    expect(en.statusCode).toBe(429);
    expect(json(en).message).toMatch(/^You can email your results once a minute\. Try again in \d+ s\.$/);
    expect(await queuedMail(h, roEmail)).toHaveLength(before);
  });

  it('e-mails in English through tRPC, in the request language when no locale is given', async () => {
    const email = uniqueEmail('en');
    const token = await user(email, { preferredLocale: 'ro' });
    await answerAll(token, MIXED);
    const res = await h.app.inject({
      method: 'POST',
      url: '/trpc/assessment.sendResults',
      headers: { ...bearer(token), 'x-locale': 'en', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ result: { data: Json } }>(res).result.data).toEqual({
      message: `Results sent to ${email}`,
    });
    const mail = await h.mail.waitFor(email, { subject: /Your results/ });
    expect(mail.subject).toBe(
      `Your results: ${score.overallScore}% (${LEVEL[score.band]!.en}) — HAI Marketing Wheel`,
    );
    const text = mail.text ?? '';
    for (const s of STEPS) expect(text).toContain(`${s.globalOrder}. ${s.name.en}:`);
    expect(text).toContain(`Overall score: ${score.overallScore}%`);
    expect(text).toMatch(/1\. Vision: .*Adjustment needed: too much AI/);
    expect(mail.html).toMatch(
      /Your split is \d+ points from the ideal, too much left to AI or automation\. You practise 13 of 13 activities/,
    );
    expect(text).toContain('See your full results: http://wheel.test/en/results');
    expect(mail.html).toContain('href="http://wheel.test/en/results"');
    expect(mail.html).toContain('Acme Distribuție SRL');

    // The second call through tRPC: 429 in tRPC's envelope, translated.
    const again = await h.app.inject({
      method: 'POST',
      url: '/trpc/assessment.sendResults',
      headers: { ...bearer(token), 'x-locale': 'en', 'content-type': 'application/json' },
      payload: '{"locale":"en"}',
    });
    expect(again.statusCode).toBe(429);
    expect(json<Json>(again).error.data).toMatchObject({ error: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(json<Json>(again).error.message).toMatch(/^You can email your results once a minute/);
  });
});

describe('while the SMTP server is down', () => {
  it('answers success once the e-mail is queued, and delivers it when the server is back', async () => {
    const email = uniqueEmail('outage');
    const token = await user(email, { preferredLocale: 'en' });
    await answerAll(token, MIXED);
    const port = h.mail.port;
    await h.mail.stop();
    const res = await send(token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(`Results sent to ${email}`);
    expect(await queuedMail(h, email)).toEqual([
      'Confirm your email address — HAI Marketing Wheel',
      expect.stringMatching(/^Your results: \d+% \(.+\) — HAI Marketing Wheel$/),
    ]);
    h.mail = await startMailTrap(port);
    const mail = await h.mail.waitFor(email, { subject: /Your results/, timeoutMs: 15_000 });
    expect(mail.text).toContain('http://wheel.test/en/results');
  });
});

describe('SendResultsLimits', () => {
  const refusal = async (p: Promise<unknown>): Promise<DomainError> => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  };

  it('allows one e-mail a minute per user, each user counted alone', async () => {
    const limits = new SendResultsLimits();
    await limits.take('a');
    await limits.take('b');
    const err = await refusal(limits.take('a'));
    expect(err).toMatchObject({ code: 'TOO_MANY_REQUESTS', messageCode: 'results.sendTooSoon' });
    expect(err.options.params!.seconds).toBeGreaterThan(55);
    expect(err.options.params!.seconds).toBeLessThanOrEqual(60);
  });

  it('caps a user at ten a day, says so rather than "wait a minute", and counts no refused call', async () => {
    // The minute limit lifted, so that the daily cap is reached without waiting.
    const limits = new SendResultsLimits({
      shortPoints: 1000,
      shortSeconds: 60,
      longPoints: 10,
      longSeconds: 86_400,
    });
    for (let i = 0; i < 10; i++) await limits.take('u');
    const err = await refusal(limits.take('u'));
    expect(err).toMatchObject({ code: 'TOO_MANY_REQUESTS', messageCode: 'results.sendDailyLimit' });
    expect(err.options.params).toEqual({ limit: 10, hours: 24 });
    expect(translate(err.messageCode, 'en', err.options.params)).toBe(
      'You have reached the limit of 10 results emails in 24 hours. Try again in 24 h.',
    );
    expect(translate(err.messageCode, 'ro', err.options.params)).toBe(
      'Ați atins limita de 10 emailuri cu rezultatele în 24 de ore. Încercați din nou peste 24 h.',
    );
    await limits.take('v');

    // With both limits at one, the second call names the daily cap.
    const tight = new SendResultsLimits({
      shortPoints: 1,
      shortSeconds: 60,
      longPoints: 1,
      longSeconds: 86_400,
    });
    await tight.take('w');
    expect((await refusal(tight.take('w'))).messageCode).toBe('results.sendDailyLimit');
  });

  it('gives a refunded e-mail back to both limits', async () => {
    // One a minute and one a day: only a refund of both makes room for the second e-mail.
    const limits = new SendResultsLimits({
      shortPoints: 1,
      shortSeconds: 60,
      longPoints: 1,
      longSeconds: 86_400,
    });
    await limits.take('r');
    expect((await refusal(limits.take('r'))).code).toBe('TOO_MANY_REQUESTS');
    await limits.refund('r');
    expect(
      await limits.take('r').then(
        () => 'taken',
        () => 'refused',
      ),
    ).toBe('taken');
    // That second e-mail is counted again.
    expect((await refusal(limits.take('r'))).code).toBe('TOO_MANY_REQUESTS');
  });
});
