import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { adminTitle } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';

export interface PageButton {
  label: string;
  /** Either a handler or `to`, a route to open. */
  onClick?: () => void;
  to?: string;
}

export interface AdminPageProps {
  /** The screen's name: the tab reads "PAC - {title}", and the h1 too unless `heading` is set. */
  title: string;
  /** The h1 when it differs from the tab title (the spec's "Manage Contact"). */
  heading?: string;
  /** A link back to the parent screen, shown above the heading. */
  back?: { to: string; label: string };
  /** The screen's buttons, under the heading: the first is the primary one. */
  buttons?: PageButton[];
  /** Other controls beside them (a switch); all wrap onto new lines on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every back-office screen: tab title, back link, heading, primary actions, and the
 * one guard that asks before leaving while a form on it has unsaved changes (useUnsavedChanges).
 */
export function AdminPage({ title, heading, back, buttons, actions, children }: AdminPageProps) {
  useDocumentTitle(adminTitle(title));
  return (
    <UnsavedChangesProvider>
      {back && (
        <Button component={RouterLink} to={back.to} sx={{ mb: 1 }}>
          {back.label}
        </Button>
      )}
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'break-word' }}>
        {heading ?? title}
      </Typography>
      {(buttons || actions) && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {buttons?.map(({ label, onClick, to }, index) => (
            <Button
              key={label}
              variant={index === 0 ? 'contained' : 'outlined'}
              {...(to ? { component: RouterLink, to } : { onClick })}
            >
              {label}
            </Button>
          ))}
          {actions}
        </Stack>
      )}
      {children}
    </UnsavedChangesProvider>
  );
}
