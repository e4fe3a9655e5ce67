import ButtonBase from '@mui/material/ButtonBase';
import type { Catch } from '../types';

export const THUMB_WIDTH = 96;
export const THUMB_HEIGHT = 72;

interface Props {
  fish: Catch;
  onOpen: (fish: Catch) => void;
}

/** The list's small photo: the ~400 px thumbnail, loaded lazily; a press opens the full photo. */
export function CatchThumbnail({ fish, onOpen }: Props) {
  const src = fish.thumbURL ?? fish.imgURL;
  return (
    <ButtonBase
      onClick={() => onOpen(fish)}
      aria-label={`Enlarge the photo of ${fish.memberName}'s ${fish.fishType}`}
      sx={{ borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}
    >
      {src ? (
        <img
          src={src}
          alt={`${fish.memberName} - ${fish.fishType}`}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
          style={{ objectFit: 'cover', display: 'block', background: '#dfe7dc' }}
        />
      ) : (
        <span
          style={{
            display: 'block',
            width: THUMB_WIDTH,
            height: THUMB_HEIGHT,
            background: '#dfe7dc',
          }}
        />
      )}
    </ButtonBase>
  );
}
