// Every tRPC procedure declares the shape of its answer (`.output()` with a schema of src/shared/schemas), so tRPC
// validates it and strips any field the schema does not name: a new column never reaches the dashboard unnoticed.
import { describe, expect, it } from 'vitest';
import { trpcProcedures } from '../helpers/routes';

const procedures = trpcProcedures();

describe('tRPC answers are declared', () => {
  it('every procedure has an output schema', () => {
    const missing = procedures.filter((p) => !p.output).map((p) => p.path);
    expect(procedures.length).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('an output schema drops a field it does not name', () => {
    const post = procedures.find((p) => p.path === 'posts.byIdForEditor')!.output!;
    const answer = {
      id: 1,
      title: 'T',
      slug: 't',
      description: 'D',
      descriptionDoc: { type: 'doc', content: [] },
      priority: 1,
      imagePosition: 'LEFT',
      announcement: false,
      image: null,
      timestamp: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      status: 'published',
      publishAt: '2026-01-01T00:00:00.000Z',
      titleEn: null,
      descriptionEn: null,
      descriptionEnDoc: null,
      password_hash: 'leaked',
    };
    const sent = post.parse(answer) as Record<string, unknown>;
    expect(sent).not.toHaveProperty('password_hash');
    expect(sent.title).toBe('T');
  });
});
