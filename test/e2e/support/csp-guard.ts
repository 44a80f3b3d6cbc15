// Every end-to-end test runs under the site's enforced Content-Security-Policy (the header from
// firebase.json and the functions, the page's own meta): a test whose pages made the browser report
// a violation fails, naming it.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.js';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
