import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, loginBodySchema, recoveryResetBodySchema } from './auth';
import { parseFieldMessage } from '../messages';

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), ...parseFieldMessage(issue.message) } : undefined;
}

describe('auth schemas', () => {
  it('normalises the username e-mail', () => {
    const parsed = loginBodySchema.parse({ username: '  Ana@Example.ORG ', password: 'x' });
    expect(parsed.username).toBe('ana@example.org');
  });

  it('answers with message keys the web and the server translate', () => {
    expect(firstIssue(loginBodySchema.safeParse({ username: '', password: 'x' }))).toEqual({
      path: 'username',
      key: 'validation.required',
    });
    expect(firstIssue(loginBodySchema.safeParse({ username: 'nope', password: 'x' }))).toEqual({
      path: 'username',
      key: 'validation.invalidEmail',
    });
    expect(firstIssue(loginBodySchema.safeParse({ username: 42, password: 'x' }))?.key).toBe(
      'validation.required',
    );
  });

  it('asks for 8 characters and a matching confirmation', () => {
    expect(
      firstIssue(
        recoveryResetBodySchema.safeParse({
          token: 't',
          password: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual({ path: 'password', key: 'validation.minChars', params: { num: 8 } });
    expect(
      firstIssue(
        changePasswordBodySchema.safeParse({
          currentPassword: 'old-password',
          password: 'long-enough',
          confirmPassword: 'different!',
        }),
      ),
    ).toEqual({ path: 'confirmPassword', key: 'validation.passwordsMustMatch' });
  });

  it('refuses absurdly long passwords before any hashing', () => {
    const huge = 'a'.repeat(1024 * 1024);
    expect(loginBodySchema.safeParse({ username: 'a@b.co', password: huge }).success).toBe(false);
  });
});
