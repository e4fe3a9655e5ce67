import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** Typing pauses this long before a search query is sent: one query per search, not per key. */
export const SEARCH_DELAY_MS = 300;

const INPUT_ID = 'catch-search';

interface Props {
  onSearch: (text: string) => void;
}

/** The Search box: reports the trimmed text once typing pauses. */
export function CatchSearchBox({ onSearch }: Props) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  useEffect(() => onSearch(settled), [settled, onSearch]);

  return (
    // The parts of an outlined TextField, not TextField itself: it imports every input variant and
    // the menu select (about 15 KB gzip), none of which a search box uses.
    <FormControl size="small" sx={{ width: { xs: '100%', md: 320 } }}>
      <InputLabel htmlFor={INPUT_ID}>Search</InputLabel>
      <OutlinedInput
        id={INPUT_ID}
        label="Search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Member, fish or water"
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
