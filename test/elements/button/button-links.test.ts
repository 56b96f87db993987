import { expect } from '@open-wc/testing';
import { isButtonLink } from '../../../elements/button/button.schema.ts';

describe('<sq-button> links: judged as the browser will follow them', () => {
  it('a javascript: link hidden behind control characters, tabs or newlines is refused', () => {
    for (const link of [
      '\u0001javascript:alert(1)',
      // Reads as user info before a proper domain to a trimmed-string check; a click runs it.
      '\u0001javascript:alert(1)%0A%2F%2F@example.com',
      '\u0000 javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u001f\njava\rscript:alert(document.domain)',
      ' JAVASCRIPT:alert(1)',
      '\u0008data:text/html,<script>alert(1)</script>',
    ]) {
      expect(isButtonLink(link), JSON.stringify(link)).to.equal(false);
    }
  });

  it('the links a button may follow still pass, with the same surroundings', () => {
    for (const link of ['/contact', '\u0001/contact', 'https://example.com/', '\tmailto:a@b.co']) {
      expect(isButtonLink(link), JSON.stringify(link)).to.equal(true);
    }
  });
});
