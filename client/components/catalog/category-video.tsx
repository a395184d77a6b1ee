import { useEffect, useRef, useState } from 'react';
import { CONSENT_EVENT, NO_CONSENT, allowsVideoEmbed, consentFromCookies } from '../../../shared/consent';
import { useShellAnswers } from '../../shell/shell-answers';
import { useT } from '../../shell-context';
import { CdnImage } from '../image/cdn-image';

export interface VideoView {
  title: string;
  /** The video on its own site: for shoppers who decline third-party content, and without scripts. */
  watchUrl: string;
  /** The no-cookie player (autoplay: it starts on the click that built it); null: link only. */
  embedUrl: string | null;
  /** Poster image path on the image CDN (the shop's own picture: nothing is fetched from YouTube). */
  posterPath: string | null;
}

const POSTER_SIZE = { width: 640, height: 360 };

/** YouTube's player is third-party content: the shopper's consent says whether it may load (shared/consent.ts). */
const thirdPartyAllowed = () => allowsVideoEmbed(consentFromCookies(document.cookie));

/**
 * The category video as a facade (issue 18.3): the shop's own poster and a play button; YouTube's
 * no-cookie player is built only after a click and with consent to third-party content. Without
 * consent the click explains and asks; the plain link to the video stays for shoppers who decline.
 */
export function CategoryVideo({ video }: { video: VideoView }) {
  const t = useT();
  const { answerConsent } = useShellAnswers();
  const [state, setState] = useState<'poster' | 'asking' | 'playing'>('poster');
  const frame = useRef<HTMLIFrameElement>(null);
  const allowButton = useRef<HTMLButtonElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (state === 'playing') frame.current?.focus();
    else if (state === 'asking') allowButton.current?.focus();
    else if (asked.current) playButton.current?.focus();
  }, [state]);

  // Consent withdrawn while the player runs (the footer's cookie settings): the player goes, the poster is back.
  useEffect(() => {
    const check = () => setState((now) => (now === 'playing' && !thirdPartyAllowed() ? 'poster' : now));
    addEventListener(CONSENT_EVENT, check);
    return () => removeEventListener(CONSENT_EVENT, check);
  }, []);

  const { embedUrl } = video;
  if (!embedUrl) {
    return (
      <a className="category-video__link" href={video.watchUrl} target="_blank" rel="noopener noreferrer">
        <span className="category-video__link-icon" aria-hidden="true">
          ▶
        </span>
        {video.title}
      </a>
    );
  }

  const play = () => {
    asked.current = true;
    setState(thirdPartyAllowed() ? 'playing' : 'asking');
  };
  const allow = () => {
    // The purpose the player needs, added to what the shopper granted before (the rest stays as it was).
    answerConsent({ ...(consentFromCookies(document.cookie) ?? NO_CONSENT), marketing: true });
    setState('playing');
  };

  return (
    <figure className="category-video__player">
      <div className="category-video__frame">
        {state === 'playing' ? (
          <iframe
            ref={frame}
            className="category-video__iframe"
            src={embedUrl}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            {video.posterPath ? (
              <CdnImage
                className="category-video__poster"
                path={video.posterPath}
                alt=""
                size={POSTER_SIZE}
                sizes="(min-width: 768px) 640px, 100vw"
              />
            ) : (
              <span className="category-video__poster category-video__poster--plain" aria-hidden="true" />
            )}
            {state === 'poster' ? (
              <button ref={playButton} type="button" className="category-video__play" onClick={play}>
                <span className="category-video__play-icon" aria-hidden="true" />
                <span className="visually-hidden">{t('catalog.videoPlayer.play', { title: video.title })}</span>
              </button>
            ) : (
              <div className="category-video__consent">
                <p>{t('catalog.videoPlayer.consent')}</p>
                <div className="category-video__consent-actions">
                  <button ref={allowButton} type="button" className="button button--primary" onClick={allow}>
                    {t('catalog.videoPlayer.allow')}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setState('poster')}>
                    {t('catalog.videoPlayer.decline')}
                  </button>
                </div>
              </div>
            )}
          </>
        )}
      </div>
      <figcaption className="category-video__caption">
        {video.title}{' '}
        <a className="category-video__watch" href={video.watchUrl} target="_blank" rel="noopener noreferrer">
          {t('catalog.videoPlayer.watch')}
        </a>
      </figcaption>
    </figure>
  );
}
