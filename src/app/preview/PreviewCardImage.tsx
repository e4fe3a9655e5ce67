/**
 * A page's link-preview card as satori draws it (render-preview.ts): satori reads these elements'
 * inline styles (flexbox only, every box with more than one child a flex box), not MUI or the DOM.
 */
import type { CSSProperties } from 'react';
import { CLUB_NAME } from '../../config/constants';
import { PREVIEW_SIZE, type PreviewCard } from '../page-server';
import { CLUB_COLOURS } from '../theme';

const FONT = 'Source Sans 3';
const page: CSSProperties = {
  ...PREVIEW_SIZE,
  display: 'flex',
  flexDirection: 'column',
  fontFamily: FONT,
  color: '#fff',
  backgroundColor: CLUB_COLOURS.darkGreen,
  position: 'relative',
};

/** The club's name in a band, the card's signature. */
function ClubBand() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: '28px 56px',
        fontSize: 34,
        fontWeight: 700,
        letterSpacing: 0.5,
        backgroundColor: CLUB_COLOURS.green,
      }}
    >
      {CLUB_NAME}
    </div>
  );
}

function Heading({ title, line, size }: { title: string; line: string; size: number }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <div style={{ fontSize: size, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      <div style={{ fontSize: 36, marginTop: 16, opacity: 0.9 }}>{line}</div>
    </div>
  );
}

/** The card for `card`; a picture (`picture`, a data: URL) fills a picture card. */
export function PreviewCardImage({ card, picture }: { card: PreviewCard; picture?: string }) {
  if (card.kind === 'picture' && picture) {
    return (
      <div style={page}>
        <img
          src={picture}
          width={PREVIEW_SIZE.width}
          height={PREVIEW_SIZE.height}
          style={{ position: 'absolute', top: 0, left: 0, objectFit: 'cover' }}
        />
        <div
          style={{
            ...PREVIEW_SIZE,
            position: 'absolute',
            top: 0,
            left: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            padding: '0 56px 44px',
            // Dark enough under the words for white text on any photo, clear above.
            backgroundImage:
              'linear-gradient(to bottom, rgba(0,0,0,0) 35%, rgba(0,0,0,0.55) 60%, rgba(0,0,0,0.85) 100%)',
          }}
        >
          <Heading title={card.title} line={`${card.line} · ${CLUB_NAME}`} size={60} />
        </div>
      </div>
    );
  }
  if (card.kind === 'results') {
    return (
      <div style={page}>
        <ClubBand />
        <div style={{ display: 'flex', flexDirection: 'column', padding: '40px 56px', flex: 1 }}>
          <Heading title={card.title} line={card.line} size={58} />
          <div style={{ display: 'flex', flexDirection: 'column', marginTop: 44 }}>
            {card.places.map((place, index) => (
              <div
                key={index}
                style={{
                  display: 'flex',
                  alignItems: 'baseline',
                  fontSize: index === 0 ? 56 : 38,
                  fontWeight: index === 0 ? 700 : 400,
                  marginTop: index === 0 ? 0 : 10,
                }}
              >
                <div style={{ width: index === 0 ? 130 : 100 }}>{place.position}</div>
                <div style={{ flex: 1 }}>{place.angler}</div>
                <div>{place.weight}</div>
              </div>
            ))}
          </div>
        </div>
      </div>
    );
  }
  // A title card: an article with no picture, a match not yet fished, a catch with no photo.
  return (
    <div style={page}>
      <ClubBand />
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', padding: '40px 56px' }}>
        <Heading title={card.title} line={card.line} size={72} />
      </div>
    </div>
  );
}
