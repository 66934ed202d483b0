import { describe, expect, it } from 'vitest';
import { isOwnMailbox, mailboxKey } from './parent-contacts';

describe('mailboxKey', () => {
  it('reads one mailbox through case, tags and Gmail dots', () => {
    expect(mailboxKey(' Sofia.Nunez+mama@Gmail.com ')).toBe('sofianunez@gmail.com');
    expect(mailboxKey('sofianunez@googlemail.com')).toBe('sofianunez@gmail.com');
    expect(mailboxKey('sofia.nunez+x@colegio.edu.co')).toBe('sofia.nunez@colegio.edu.co');
    expect(mailboxKey('Sofia@Example.org.')).toBe('sofia@example.org');
  });
});

describe('isOwnMailbox', () => {
  it("refuses the sponsor's record and account mailboxes, written any way", () => {
    const own = ['sofia@colegio.edu.co', 'sofi.n@gmail.com'];
    expect(isOwnMailbox('SOFIA+parent@colegio.edu.co', own)).toBe(true);
    expect(isOwnMailbox('s.o.f.i.n@gmail.com', own)).toBe(true);
    expect(isOwnMailbox('maria@colegio.edu.co', own)).toBe(false);
    expect(isOwnMailbox('sofia@colegio.edu', own)).toBe(false);
    expect(isOwnMailbox('sofia@colegio.edu.co', [null, ''])).toBe(false);
  });
});
