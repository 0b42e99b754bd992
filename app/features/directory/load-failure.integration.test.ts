import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { callRoute } from '../../../tests/setup/route-call';

// The database read fails: both directories must answer with their load-failure message and a 500, not an error
// page.
vi.mock('./directory.server', () => ({
  listBrothers: () => Promise.reject(new Error('connection refused')),
  listAlumni: () => Promise.reject(new Error('connection refused')),
}));

const { default: MeetTheBrothers, loader: brothersLoader } = await import('./meet-the-brothers.route');
const { default: Alumni, loader: alumniLoader } = await import('./alumni.route');

type Failed = { error: string };

function render(component: unknown, loaderData: unknown): string {
  return renderToString(createElement(component as never, { loaderData } as never));
}

describe('a directory whose query fails', () => {
  it('Meet the Brothers shows "Failed to fetch users. Please try again later." with status 500', async () => {
    const result = await callRoute<Failed>(brothersLoader as never, '/meet-the-brothers');
    expect(result.status).toBe(500);
    expect(result.data.error).toBe('Failed to fetch users. Please try again later.');
    const html = render(MeetTheBrothers, result.data);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Failed to fetch users. Please try again later.');
  });

  it('Alumni shows "Failed to fetch alumni. Please try again later." with status 500', async () => {
    const result = await callRoute<Failed>(alumniLoader as never, '/alumni');
    expect(result.status).toBe(500);
    expect(result.data.error).toBe('Failed to fetch alumni. Please try again later.');
    expect(render(Alumni, result.data)).toContain('Failed to fetch alumni. Please try again later.');
  });
});
