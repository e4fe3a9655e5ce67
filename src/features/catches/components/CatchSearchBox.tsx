import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';

/** Typing pauses this long before a search query is sent: one query per search, not per key. */
export const SEARCH_DELAY_MS = 300;

interface Props {
  onSearch: (text: string) => void;
}

/** The Search box: reports the trimmed text once typing pauses. */
export function CatchSearchBox({ onSearch }: Props) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);

  return (
    <TextField
      label="Search"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Member, fish or water"
      size="small"
      sx={{ width: { xs: '100%', md: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
