// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { ErrorPage } from './error-page';

afterEach(cleanup);

describe('ErrorPage', () => {
  it('says when to try again after too many requests', () => {
    render(<ErrorPage error={new ErrorResponseImpl(429, '', { retryAfterSeconds: 40 })} />);
    expect(screen.getByText('429 Too Many Requests')).toBeTruthy();
    expect(screen.getByText('Too many attempts in a short time. Please try again in 40 seconds.')).toBeTruthy();
  });

  it('shows the status and its text for other errors', () => {
    render(<ErrorPage error={new ErrorResponseImpl(404, '', null)} />);
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByText(/try again/)).toBeNull();
  });
});
