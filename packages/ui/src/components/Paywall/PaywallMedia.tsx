import * as styles from './Paywall.css';

/** A video (with native controls) or an image shown beside a paywall's text. */
export type PaywallMediaSource =
  | {
      type: 'video';
      /** The video file. */
      src: string;
      /** Image shown before playing. */
      poster?: string;
      /** A WebVTT captions file (strongly recommended: WCAG 1.2.2). */
      captionsSrc?: string;
      /**
       * Language of the captions.
       * @default 'en'
       */
      captionsLang?: string;
    }
  | {
      type: 'image';
      /** The image file. Required: a paywall without its image is a bug, so rendering throws. */
      src: string;
      /** Text alternative; '' for a purely decorative image. */
      alt: string;
    };

export function PaywallMedia({ media }: { media: PaywallMediaSource }) {
  if (media.type === 'image') {
    if (!media.src) throw new Error('Paywall image is missing');
    return <img src={media.src} alt={media.alt} className={styles.media} />;
  }
  return (
    <video controls preload="none" src={media.src} poster={media.poster} className={styles.media}>
      {media.captionsSrc && (
        <track
          kind="captions"
          src={media.captionsSrc}
          srcLang={media.captionsLang ?? 'en'}
          label="Captions"
          default
        />
      )}
      Your browser does not support the video tag.
    </video>
  );
}
