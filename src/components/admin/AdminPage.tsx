import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { adminTitle } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { DialogButton, type DialogRender } from './DialogButton';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';

/** A button that opens a route (`to`) or a dialog of the screen. */
export type PageButton = { label: string } & (
  { to: string; dialog?: undefined } | { dialog: DialogRender; to?: undefined }
);

export interface AdminPageProps {
  /** The screen's name: the tab reads "PAC - {title}", and the h1 too unless `heading` is set. */
  title: string;
  /** The h1 when it differs from the tab title (docs/product-spec.md §2 writes "Manage Contact"). */
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
          {buttons?.map(({ label, to, dialog }, index) => {
            const variant = index === 0 ? 'contained' : 'outlined';
            return dialog ? (
              <DialogButton key={label} label={label} variant={variant} dialog={dialog} />
            ) : (
              <Button key={label} variant={variant} component={RouterLink} to={to}>
                {label}
              </Button>
            );
          })}
          {actions}
        </Stack>
      )}
      {children}
    </UnsavedChangesProvider>
  );
}
