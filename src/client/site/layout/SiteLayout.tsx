import { Anchor, Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { StaticMarkup } from '../../components/StaticMarkup.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import classes from './SiteLayout.module.css';
import { useScrollOnNavigate } from './useScrollOnNavigate.ts';

/** The frame of every public page: navigation bar, the page (which renders its own <main>), footer. */
export function SiteLayout() {
  useScrollOnNavigate();

  return (
    <>
      <Anchor href="#main-content" className={classes.skipLink}>
        Skip to main content
      </Anchor>
      <SiteHeader />
      <Box id="main-content" tabIndex={-1} className={classes.content} mih="60vh">
        <Outlet />
      </Box>
      <StaticMarkup>
        <SiteFooter />
      </StaticMarkup>
    </>
  );
}
