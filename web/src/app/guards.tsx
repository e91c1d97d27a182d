import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { homePathFor, useAuth } from '../lib/auth';

// Redirect rules of product §2. The services check access again; these only decide what to show.

/** Customer pages (profile, own orders): signed-out users go to /login, staff to /admin. */
export function CustomerOnly({ children }: { children: ReactNode }) {
  const { user, isStaff } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  if (isStaff) return <Navigate to="/admin" replace />;
  return children;
}

/** Pages guests and customers share (checkout): staff go to /admin (product §6), as their orders are refused. */
export function NotStaff({ children }: { children: ReactNode }) {
  const { isStaff } = useAuth();
  if (isStaff) return <Navigate to="/admin" replace />;
  return children;
}

/** The admin area: signed-out users go to /login, customers to /. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { user, isStaff } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  if (!isStaff) return <Navigate to="/" replace />;
  return children;
}

/**
 * Sign-in and register: someone already signed in when they open the page goes
 * to their home (/admin for staff, / for customers). Only on arrival: signing in on the page
 * itself leaves the page's own redirect alone.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [signedInOnArrival] = useState(() => user !== null);
  if (signedInOnArrival) return <Navigate to={homePathFor(user)} replace />;
  return children;
}
