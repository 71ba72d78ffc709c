import { expect, it } from 'vitest';
import { EXAMPLES } from './examples';

// The query editor shows about 60 characters at 1280 px beside the answer, and does not wrap: a longer comment is cut
// where it explains what the example needs (issue 38: the first tab's CaptchaRequired note was).
it('keeps every comment line of the examples within the editor’s width', () => {
  const long = EXAMPLES.flatMap((example) => example.query.split('\n')).filter((line) => line.startsWith('#') && line.length > 56);
  expect(long).toEqual([]);
});
