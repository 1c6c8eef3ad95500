/**
 * The renderer of the signed-in first screens, run as the server's renderer
 * thread runs it: the real components draw the assessment from the answers they are given, in
 * either language and consent state, with the step description sanitised (no DOMPurify here), the
 * side panel left to the stylesheet, and the answers keyed for the app's cache; a page it cannot
 * draw from them (it would show a loading state) is refused.
 */
import { describe, expect, it } from 'vitest';
import type { AnsweredQuery } from '@hai/domain';
import { option, question } from '../features/assessment/fixtures';
import type { CurrentView, StepView } from '../lib/trpc';
import { renderSignedIn } from './entry';

const STEP: StepView = {
  id: 'VIZIUNE',
  name: 'Viziune',
  description:
    '<p>Viziunea: direcția pe termen lung.</p><p>Echilibrul ideal: <strong>90 % oameni</strong>.</p>' +
    '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a>',
  globalOrder: 1,
  order: 1,
  questionCount: 15,
  aiPercent: 10,
  humanPercent: 90,
};
const FIRST = question('viziune-01', 'single_choice', [option('viziune-01-a'), option('viziune-01-b')], 1);
const SECOND = {
  ...question('viziune-02', 'single_choice', [option('viziune-02-a'), option('viziune-02-b')], 2),
  questionText: 'Cine scrie viziunea voastră de marketing pe 3–5 ani?',
};

function current(): CurrentView {
  return {
    assessmentId: 'a1',
    status: 'started',
    completed: false,
    currentQuestion: SECOND,
    currentStep: STEP,
    allSteps: [STEP],
    stepHistory: [{ question: FIRST, answer: { selectedOptionIds: ['viziune-01-b'], additionalInputs: {} } }],
    existingAnswer: null,
    bankVersion: 3,
    notice: null,
    progress: {
      answeredQuestions: 1,
      totalQuestions: 180,
      completionPercentage: 0.56,
      completedSteps: 0,
      totalSteps: 12,
      isCompleted: false,
    },
  };
}

function queries(locale: 'ro' | 'en', withCurrent = true): AnsweredQuery[] {
  const user = {
    id: 'u1',
    email: 'ioana@example.com',
    firstName: 'Ioana',
    lastName: 'Popescu',
    companyName: 'Acme <b>SRL</b>',
    companyRole: 'CMO',
    preferredLocale: locale,
    emailVerified: true,
    role: 'user',
  };
  return [
    { path: 'auth.me', data: { user } },
    { path: 'assessment.status', data: { started: true, completed: false, assessmentId: 'a1' } },
    ...(withCurrent
      ? [
          {
            path: 'assessment.current' as const,
            input: { redirectToUnanswered: true as const, locale },
            data: current(),
          },
        ]
      : []),
  ];
}

/** The assessment drawn in `locale`, with or without a stored consent choice and the chat's view. */
function draw(locale: 'ro' | 'en', consent: boolean, withCurrent = true) {
  return renderSignedIn({
    path: `/${locale}/assessment`,
    locale,
    consent,
    queries: queries(locale, withCurrent),
  });
}

describe('renderSignedIn', () => {
  it('draws the chat from the answers: step, history, question, options, user', async () => {
    const { markup, title, cache } = await draw('ro', true);
    expect(title).toBe('Evaluare · HAI Marketing Wheel');
    expect(markup).toContain('data-testid="step-name">Viziune</h1>');
    expect(markup).toContain('data-question-id="viziune-02"');
    expect(markup).toContain('Cine scrie viziunea voastră de marketing pe 3–5 ani?');
    expect(markup).toContain('Question viziune-01');
    expect(markup).toContain('Option viziune-02-b');
    // The company name is text, escaped by React.
    expect(markup).toContain('Acme &lt;b&gt;SRL&lt;/b&gt;');
    // A consent choice is stored: the floating button, not the banner.
    expect(markup).toContain('consent-fab');
    expect(markup).not.toContain('data-testid="consent-banner"');
    // The side panel's width is unknown here: the stylesheet decides.
    expect(markup).toContain('side-panel side-panel--unsized');
    expect(cache.map((c) => c.key)).toEqual([
      [['auth', 'me'], { type: 'query' }],
      [['assessment', 'status'], { type: 'query' }],
      [['assessment', 'current'], { input: { redirectToUnanswered: true, locale: 'ro' }, type: 'query' }],
    ]);
  });

  it('sanitises the step description as DOMPurify would, without a DOM', async () => {
    const { markup } = await draw('ro', true);
    const description = /<div id="step-description-VIZIUNE"[^>]*>(.*?)<\/div>/.exec(markup)?.[1];
    expect(description).toBe(
      '<p>Viziunea: direcția pe termen lung.</p><p>Echilibrul ideal: <strong>90 % oameni</strong>.</p><a>link</a>',
    );
    expect(markup).not.toMatch(/onerror|<script>alert|javascript:/);
  });

  it('draws English and the cookie banner when no choice is stored', async () => {
    const { markup, title } = await draw('en', false);
    expect(title).toBe('Assessment · HAI Marketing Wheel');
    expect(markup).toContain('data-testid="consent-banner"');
    expect(markup).toContain('Cookies on this site');
  });

  it('refuses to draw a page whose answers are missing (it would be a loading state)', async () => {
    await expect(draw('ro', true, false)).rejects.toThrow(/loading state/);
  });
});
