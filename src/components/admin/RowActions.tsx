import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import type { DialogRender } from './DialogButton';

export interface RowAction {
  /** The button's text: "Edit", "Delete", "Approve". */
  label: string;
  /** What a screen reader hears; defaults to "{label} {row name}". */
  accessibleLabel?: string;
  /** A handler, `to` (a route to open) or, in a CrudList, `dialog` (one the list holds open). */
  onClick?: () => void;
  to?: string;
  dialog?: DialogRender;
  color?: 'primary' | 'error';
  variant?: 'text' | 'contained' | 'outlined';
  disabled?: boolean;
}

/** A row's buttons, wrapping onto new lines when they do not fit. */
export function RowActions({ actions, rowName }: { actions: RowAction[]; rowName: string }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => {
        const common = {
          size: 'small',
          color: action.color ?? 'primary',
          variant: action.variant ?? 'text',
          disabled: action.disabled,
          'aria-label': action.accessibleLabel ?? `${action.label} ${rowName}`,
        } as const;
        return action.to ? (
          <Button key={action.label} {...common} component={RouterLink} to={action.to}>
            {action.label}
          </Button>
        ) : (
          <Button key={action.label} {...common} onClick={action.onClick}>
            {action.label}
          </Button>
        );
      })}
    </Stack>
  );
}
