import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-route';

describe("an export's file name", () => {
  it("is the catalogue's words or the area's own, in the request's language, with the date", () => {
    expect(exportFileName({ fileName: 'sponsorsExport.fileName' }, 'es-CO', '2026-12-02')).toMatch(
      /^\S+-2026-12-02$/,
    );
    const own = { fileName: { 'en-US': 'volunteers', 'es-CO': 'voluntarios' } } as const;
    expect(exportFileName(own, 'es-CO', '2026-12-02')).toBe('voluntarios-2026-12-02');
    expect(exportFileName(own, 'en-US', '2026-12-02')).toBe('volunteers-2026-12-02');
    expect(exportFileName({ ...own, hasDate: false }, 'en-US', '2026-12-02')).toBe('volunteers');
  });
});
