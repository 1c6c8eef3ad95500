/**
 * Answer sets for the browser tests and the web benchmark (no Playwright import, so a plain
 * script can use them too): the domain's test answers.
 */
export { contextAnswers } from '@hai/domain/testing';
