import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './html-sanitizer.ts';

describe('sanitizeRichText', () => {
  it('keeps the formatting staff use', () => {
    const html =
      '<h2>ฝากเงิน</h2><p><strong>1.</strong> <em>สแกน</em></p><ol><li>a</li></ol><img src="/media/a.png" alt="qr" /><a href="https://line.me/x">LINE</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it('drops scripts, handlers, styles, frames and script URLs', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()" style="color:red">hi<script>alert(1)</script></p><iframe src="https://x"></iframe>' +
          '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt&colon;alert(1)">y</a><img src="data:image/png;base64,AA" onerror="x()">' +
          '<img src="javascript:alert(1)"><svg onload="x()"></svg>',
      ),
    ).toBe('<p>hi</p><a>x</a><a>y</a><img /><img />');
  });
  it('a link opening a new window gets noopener', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
