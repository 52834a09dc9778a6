import { describe, expect, it } from 'vitest';
import { html, jsonForScript, SafeHtml } from './html.ts';

// Under another name, so Prettier leaves the templates' exact text alone (it reformats `html` ones as HTML).
const markup = html;

describe('html', () => {
  it('puts each value in its place, as text', () => {
    const title = `<script>alert('x')</script> & "more"`;
    expect(markup`<h1 class="${'a"b'}">${title}</h1><p>${2}</p>`.markup).toBe(
      '<h1 class="a&quot;b">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;</h1><p>2</p>',
    );
  });

  it('inserts nested markup and lists of it as they are, and nothing for null, undefined or false', () => {
    const items = ['<b>', 'ok'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}`.markup).toBe('<ul><li>&lt;b&gt;</li><li>ok</li></ul>');
    expect(markup`${new SafeHtml('<br>')}`.markup).toBe('<br>');
  });
});

describe('jsonForScript', () => {
  it('keeps a script element closed whatever the text holds, and reads back the same', () => {
    const data = { title: '</script><script>alert(1)</script><!-- \u2028' };
    const text = jsonForScript(data);
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
