import { Outlet } from 'react-router-dom';

/** The frame of every public page: navigation bar, the page, footer. */
export function SiteLayout() {
  return <Outlet />;
}
