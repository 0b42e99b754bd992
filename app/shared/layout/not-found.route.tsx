import { data } from 'react-router';

/** Any URL no other route matches; the root error boundary renders the 404 page inside the normal layout. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
