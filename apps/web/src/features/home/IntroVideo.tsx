import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import manifest from './intro-video.json';

/** Where the intro video's files are served (apps/web/public/video, made by scripts/intro-video). */
const VIDEO_DIR = `${import.meta.env.BASE_URL}video`;

/** The files of the intro video of `locale`: sources, poster and the captions of both languages. */
export function introVideoFiles(locale: 'en' | 'ro') {
  return {
    mp4: `${VIDEO_DIR}/intro-${locale}.mp4`,
    webm: `${VIDEO_DIR}/intro-${locale}.webm`,
    poster: `${VIDEO_DIR}/intro-${locale}-poster.webp`,
    captions: { ro: `${VIDEO_DIR}/captions-ro.vtt`, en: `${VIDEO_DIR}/captions-en.vtt` },
  };
}

/** Megabytes with at most one decimal, in the locale's number format ("0,8" in ro, "0.8" in en). */
export function formatMegabytes(bytes: number, locale: 'en' | 'ro'): string {
  const mb = Math.max(0.1, bytes / (1024 * 1024));
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb);
}

/**
 * The intro video (spec §2 Home): a product tour made from real screens of the
 * app by `pnpm --filter @hai/web intro-video` (scripts/intro-video), in the page's language.
 * Shows its poster until played; `preload="none"` so that nothing is downloaded before the user
 * asks (reduced data). WebM (VP9) first, MP4 (H.264) second; captions in both languages, the
 * page's own by default; a download link inside the element (browsers without video) and below it.
 */
export function IntroVideo() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const files = introVideoFiles(locale);
  const size = formatMegabytes(manifest.files[locale].mp4Bytes, locale);
  const download = (
    <a href={files.mp4} download className="intro-video__download" data-testid="video-download">
      {t('home.videoDownload', { size })}
    </a>
  );
  return (
    <section className="intro-video" aria-labelledby="intro-video-title">
      <h2 id="intro-video-title" className="home-section__title">
        {t('home.videoTitle')}
      </h2>
      <p className="home-section__lead">{t('home.videoLead', { seconds: manifest.durationSeconds })}</p>
      <div className="intro-video__frame">
        <video
          className="intro-video__player"
          controls
          preload="none"
          poster={files.poster}
          width={1280}
          height={720}
          data-testid="intro-video"
          aria-label={t('home.videoTitle')}
        >
          <source src={files.webm} type="video/webm" />
          <source src={files.mp4} type="video/mp4" />
          {(['ro', 'en'] as const).map((lang) => (
            <track
              key={lang}
              kind="captions"
              srcLang={lang}
              src={files.captions[lang]}
              label={t(`home.captionsLabel.${lang}`)}
              default={lang === locale}
            />
          ))}
          <p>
            {t('home.videoFallback')} {download}
          </p>
        </video>
      </div>
      <p className="intro-video__below">{download}</p>
    </section>
  );
}
