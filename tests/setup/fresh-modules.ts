import { vi } from 'vitest';

// Test files share a worker (isolate: false); the packages stay loaded, but each file imports the project's own
// modules afresh, so their state (rate limiter counts, caches, the open database, vi.mock) starts clean in each file.
vi.resetModules();
