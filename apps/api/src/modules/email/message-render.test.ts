// The message layout: rendered once with `{{name}}` tokens, then filled per recipient; values
// escaped in the HTML and raw in the text; the note on a message in the other language; the
// footer's unsubscribe link on campaigns only.
import { describe, expect, it } from 'vitest';
import { personalize, renderLayout } from './message-render';

describe('the message layout', () => {
  it('fills values as text, never as Markdown or HTML', async () => {
    const layout = await renderLayout({
      language: 'en-US',
      messageLanguage: 'en-US',
      subject: 'Hi {{ firstName }}',
      body: 'Dear **{{firstName}}**,\n\nsee https://example.org',
      withUnsubscribe: true,
    });
    expect(layout.html).toContain('{{firstName}}');
    const message = personalize(
      layout,
      { firstName: '<i>Ann</i> & *co*' },
      'https://portal.example/edrocks/unsubscribe/abc',
    );
    expect(message.subject).toBe('Hi <i>Ann</i> & *co*');
    expect(message.html).toContain('<strong>&#60;i&#62;Ann&#60;/i&#62; &#38; *co*</strong>');
    expect(message.html).toContain('href="https://example.org"');
    expect(message.html).toContain('href="https://portal.example/edrocks/unsubscribe/abc"');
    expect(message.text).toContain('<i>Ann</i> & *co*');
    expect(message.text).toContain('https://portal.example/edrocks/unsubscribe/abc');
  });

  it('notes a message written in the other language, in the reader language', async () => {
    const layout = await renderLayout({
      language: 'es-CO',
      messageLanguage: 'en-US',
      subject: 'News',
      body: 'Hello',
      withUnsubscribe: false,
    });
    const message = personalize(layout, {}, null);
    expect(message.text).toContain('Este mensaje se escribió en inglés.');
    expect(message.text).not.toContain('Cancelar la suscripción');
    expect(message.html).not.toContain('{{@');
  });
});
