import { parseAst } from 'rolldown/parseAst';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathPattern, screensOf } from './chunk-plan-screens';
import { PRELOADS_PER_TASK, startupScript } from './chunk-plan-startup';
import { encodeSession } from './src/lib/session/storage';

describe('the chunk plan', () => {
  it("turns the router's paths into patterns of the addresses they match", () => {
    const matches = (path: string, address: string) => new RegExp(pathPattern(path)).test(address);
    expect(matches('/edrocks/students', '/edrocks/students')).toBe(true);
    expect(matches('/edrocks/students', '/edrocks/students/')).toBe(true);
    expect(matches('/edrocks/students', '/edrocks/students/12/details')).toBe(false);
    expect(matches('/edrocks/students/:id/details', '/edrocks/students/12/details')).toBe(true);
    expect(matches('/edrocks/students/:id/details', '/edrocks/students//details')).toBe(false);
    expect(matches('/event/:slug?', '/event')).toBe(true);
    expect(matches('/event/:slug?', '/event/open-house')).toBe(true);
    // A dot in a path is a dot, not any character.
    expect(matches('/edrocks/a.b', '/edrocks/axb')).toBe(false);
  });

  it('reads the screens a manifest declares with a path of the table and a lazy import', () => {
    const source = `
      import { PATHS } from '../../config/paths';
      const studentEdit = () => import('./routes/student-edit');
      const notALoader = () => 'x';
      const access = { kind: 'area', area: 'students' };
      export default defineFeature({
        id: 'students',
        screens: [
          {
            path: PATHS.students,
            access,
            load: () => import('./routes/students-list'),
            titleKey: 'nav.students',
            earlyRequests: ['/edrocks/api/students?page=1', '/edrocks/public/lists/'],
          },
          {
            path: PATHS.studentDetails,
            earlyRequests: ['/edrocks/api/x', notALiteral],
            load: () => import('./routes/student-details'),
            titleKey: 'nav.studentDetails',
            titleKeyByRole: { SPONSOR: 'nav.mine' },
          },
          {
            path: PATHS.studentNew,
            access: { kind: 'area', area: 'studentForms' },
            load: studentEdit,
            titleKey: 'students.new',
          },
          { path: PATHS.studentEdit, access: { kind: 'public' }, load: studentEdit },
          { path: PATHS.studentOther, load: notALoader },
          { path: '/edrocks/literal', load: () => import('./routes/literal') },
          { path: PATHS.unknown, load: () => import('./routes/unknown') },
        ],
        menu: [{ id: 'students', path: PATHS.students, icon: lazy(() => import('x')) }],
      });`;
    const paths = {
      students: '/edrocks/students',
      studentDetails: '/edrocks/students/:id/details',
      studentNew: '/edrocks/students/new',
      studentEdit: '/edrocks/students/:id',
      studentOther: '/edrocks/students/other',
    };
    expect(screensOf(parseAst(source) as never, paths)).toEqual(
      expect.arrayContaining([
        {
          path: '/edrocks/students',
          specifier: './routes/students-list',
          titleKey: 'nav.students',
          earlyRequests: ['/edrocks/api/students?page=1', '/edrocks/public/lists/'],
          // Its access is a constant of the manifest.
          area: 'students',
        },
        // Titled by role too (the start-up script picks by the token's role); its early requests
        // are not all literals: none.
        {
          path: '/edrocks/students/:id/details',
          specifier: './routes/student-details',
          titleKey: 'nav.studentDetails',
          titleKeyByRole: { SPONSOR: 'nav.mine' },
        },
        // Screens sharing their code through a constant of the manifest.
        {
          path: '/edrocks/students/new',
          specifier: './routes/student-edit',
          titleKey: 'students.new',
          area: 'studentForms',
        },
        { path: '/edrocks/students/:id', specifier: './routes/student-edit' },
      ]),
    );
    expect(screensOf(parseAst(source) as never, paths)).toHaveLength(4);
  });

  it("reads a screen's area through `as const`", () => {
    const source = `
      const access = { kind: 'area', area: 'students' } as const;
      export default defineFeature({
        screens: [{ path: PATHS.students, access, load: () => import('./routes/list') }],
      });`;
    expect(
      screensOf(parseAst(source, { lang: 'ts' }) as never, { students: '/edrocks/students' }),
    ).toEqual([{ path: '/edrocks/students', specifier: './routes/list', area: 'students' }]);
  });
});

describe('the start-up script', () => {
  const files = {
    entry: ['assets/entry.js', 'assets/vendor.js'],
    shell: ['assets/shell.js'],
    screens: ['assets/lists.js'],
    byLanguage: { 'en-US': ['assets/strings-en.js'], 'es-CO': ['assets/strings-es.js'] },
    features: [
      [
        ['assets/students.js'],
        { 'en-US': ['assets/students-en.js'], 'es-CO': ['assets/students-es.js'] },
      ],
    ] as Array<[string[], Record<string, string[]>]>,
    addresses: [
      ['^/edrocks/?$', -1, { 'en-US': 'Dashboard', 'es-CO': 'Tablero' }],
      [
        '^/edrocks/students/?$',
        0,
        { 'en-US': 'Students', 'es-CO': 'Estudiantes' },
        ['/edrocks/api/students?page=1', '/edrocks/public/lists/'],
      ],
      ['^/edrocks/students/[^/]+/details/?$', 0, 0],
      // A screen only some roles may see: its early requests go out for their tokens only.
      ['^/edrocks/admins/?$', 0, 0, ['/edrocks/api/admins?page=1'], ['SUPER_ADMIN']],
      // A screen some roles read under a title of their own (one with none in any language).
      [
        '^/edrocks/sponsors/?$',
        0,
        { 'en-US': 'Sponsors', 'es-CO': 'Padrinos' },
        0,
        0,
        { SPONSOR: { 'en-US': 'My profile', 'es-CO': 'Mi perfil' }, STUDENT: {} },
      ],
    ] as Array<
      [
        string,
        number,
        Record<string, string> | 0,
        (string[] | 0)?,
        (string[] | 0)?,
        Record<string, Record<string, string>>?,
      ]
    >,
  };
  const options = {
    storageKeys: { session: 'portal.session', language: 'portal.language' },
    areaPath: '/edrocks',
    defaultLanguage: 'en-US',
    earlyRequests: { global: '__early', sessionObfuscationKey: 'sponsorship-portal' },
  } as Parameters<typeof startupScript>[2];
  const script = startupScript('/', files, options);
  let frames: FrameRequestCallback[];
  /** What the script listens for on the document (removed after each test: one page each). */
  let listeners: Array<[string, EventListenerOrEventListenerObject]>;

  /** Runs the script as index.html would, at `address`; answers what it asked for, in order. */
  function open(address: string, stored: { session?: boolean | string; language?: string } = {}) {
    window.history.replaceState(null, '', address);
    if (stored.session) {
      const value = typeof stored.session === 'string' ? stored.session : 'a-session';
      localStorage.setItem('portal.session', value);
    }
    if (stored.language) localStorage.setItem('portal.language', stored.language);
    new Function(script)();
    return () =>
      [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link, script')].map(
        (element) =>
          element instanceof HTMLScriptElement
            ? `script ${new URL(element.src).pathname}`
            : `${element.rel} ${new URL(element.href).pathname}`,
      );
  }
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The first paint: the frame, then the task after it. */
  async function paint() {
    for (const frame of frames.splice(0)) frame(performance.now());
    await nextTask();
  }
  /** The tasks that follow, until the script has asked for everything. */
  async function settle() {
    for (let task = 0; task < 20; task += 1) await nextTask();
  }

  beforeEach(() => {
    frames = [];
    listeners = [];
    const listen = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
      if (listener) listeners.push([type, listener]);
      listen(type, listener);
    });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      frames.push(frame);
      return frames.length;
    });
    document.body.innerHTML = '<div class="boot-bar"><span class="boot-title"></span></div>';
  });
  afterEach(() => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-boot');
    localStorage.clear();
  });

  it('signed out, asks for the entry and its imports at once and shows no boot bar', () => {
    const requested = open('/');
    expect(requested()).toEqual(['script /assets/entry.js', 'modulepreload /assets/vendor.js']);
    expect(document.documentElement.hasAttribute('data-boot')).toBe(false);
    expect(frames).toHaveLength(0);
  });

  it('on a signed-in screen, shows its title, then asks for its files after the first paint', async () => {
    const requested = open('/edrocks/students', { session: true, language: 'es-CO' });
    expect(document.documentElement.getAttribute('data-boot')).toBe('Estudiantes');
    // Nothing asked for before the page has painted its bar and title.
    expect(requested()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.querySelector('.boot-title')?.textContent).toBe('Estudiantes');
    await paint();
    // The entry first, a few requests per task.
    expect(requested()).toEqual([
      'script /assets/entry.js',
      'modulepreload /assets/vendor.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/lists.js',
    ]);
    expect(PRELOADS_PER_TASK).toBe(4);
    await nextTask();
    expect(requested()).toEqual([
      'script /assets/entry.js',
      'modulepreload /assets/vendor.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/lists.js',
      'modulepreload /assets/students.js',
      'modulepreload /assets/students-es.js',
      'modulepreload /assets/strings-es.js',
    ]);
    await settle();
    expect(requested()).toHaveLength(7);
  });

  it('on the dashboard, asks for the shell only, titled in the default language', async () => {
    const requested = open('/edrocks', { session: true, language: 'xx-XX' });
    expect(document.documentElement.getAttribute('data-boot')).toBe('Dashboard');
    await paint();
    expect(requested()).toEqual([
      'script /assets/entry.js',
      'modulepreload /assets/vendor.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/strings-en.js',
    ]);
    await settle();
    expect(requested()).toHaveLength(4);
  });

  it('leaves the title to the app where the screen has none to show', async () => {
    const requested = open('/edrocks/students/7/details', { session: true });
    expect(document.documentElement.getAttribute('data-boot')).toBe('');
    expect(listeners).toEqual([]);
    await paint();
    await settle();
    expect(requested()).toContain('modulepreload /assets/students.js');
  });

  it('in a page that is not shown (a tab opened in the background), asks at once', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const requested = open('/edrocks/students', { session: true });
    expect(requested()).toContain('script /assets/entry.js');
    expect(frames).toHaveLength(0);
    hidden.mockRestore();
  });

  describe('early requests', () => {
    const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    /** A stored session whose access token expires `seconds` from now. */
    const sessionExpiringIn = (seconds: number, role = 'ADMIN') => {
      const exp = Math.floor(Date.now() / 1000) + seconds;
      const payload = base64url({ sub: '7', role, exp });
      const accessToken = `${base64url({ alg: 'HS256' })}.${payload}.sig`;
      return {
        accessToken,
        stored: encodeSession({ userData: {} as never, accessToken, refreshToken: 'r' }),
      };
    };
    let fetched: Array<[string, Record<string, string>]>;
    beforeEach(() => {
      fetched = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init: { headers: Record<string, string> }) => {
          fetched.push([url, init.headers]);
          return Promise.resolve(new Response('{}'));
        }),
      );
    });
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>).__early;
    });

    it("asks for a screen's first data at once, with the stored token and language", () => {
      const { accessToken, stored } = sessionExpiringIn(3600);
      open('/edrocks/students', { session: stored, language: 'es-CO' });
      // Before the first paint, unlike the code.
      expect(fetched.map(([url]) => url)).toEqual([
        '/edrocks/api/students?page=1',
        '/edrocks/public/lists/',
      ]);
      expect(fetched[0]?.[1]).toEqual({
        Accept: 'application/json',
        'Accept-Language': 'es-CO',
        Authorization: `Bearer ${accessToken}`,
      });
      const early = (window as unknown as Record<string, { token: string; responses: object }>)
        .__early;
      expect(early?.token).toBe(accessToken);
      expect(Object.keys(early?.responses ?? {})).toEqual([
        '/edrocks/api/students?page=1',
        '/edrocks/public/lists/',
      ]);
    });

    it('leaves them to the app with a query in the address, or a token about to expire', () => {
      open('/edrocks/students?page=3', { session: sessionExpiringIn(3600).stored });
      open('/edrocks/students', { session: sessionExpiringIn(10).stored });
      open('/edrocks/students/12/details', { session: sessionExpiringIn(3600).stored });
      expect(fetched).toEqual([]);
    });

    it('asks only for a role that may see the screen', () => {
      open('/edrocks/admins', { session: sessionExpiringIn(3600, 'SPONSOR').stored });
      expect(fetched).toEqual([]);
      open('/edrocks/admins', { session: sessionExpiringIn(3600, 'SUPER_ADMIN').stored });
      expect(fetched.map(([url]) => url)).toEqual(['/edrocks/api/admins?page=1']);
    });

    it("titles a screen by the token's role where a role reads a title of its own", () => {
      open('/edrocks/sponsors', { session: sessionExpiringIn(3600, 'ADMIN').stored });
      expect(document.documentElement.getAttribute('data-boot')).toBe('Sponsors');
      open('/edrocks/sponsors', {
        session: sessionExpiringIn(3600, 'SPONSOR').stored,
        language: 'es-CO',
      });
      expect(document.documentElement.getAttribute('data-boot')).toBe('Mi perfil');
      // A role whose own title has no text, and a session it cannot read: the app titles it.
      open('/edrocks/sponsors', { session: sessionExpiringIn(3600, 'STUDENT').stored });
      expect(document.documentElement.getAttribute('data-boot')).toBe('');
      open('/edrocks/sponsors', { session: 'not-base64!' });
      expect(document.documentElement.getAttribute('data-boot')).toBe('');
      expect(fetched).toEqual([]);
    });

    it('still shows the boot bar and loads the code with a session it cannot read', async () => {
      const requested = open('/edrocks/students', { session: 'not-base64!' });
      expect(fetched).toEqual([]);
      expect(document.documentElement.getAttribute('data-boot')).toBe('Students');
      await paint();
      await settle();
      expect(requested()).toContain('modulepreload /assets/students.js');
    });
  });
});
