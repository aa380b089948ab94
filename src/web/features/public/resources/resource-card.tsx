// One resource: a YouTube player with its description, a link that opens in a new tab, or a document download.
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import type { ResourceView } from './resource-display';
import styles from './resource-card.module.css';

const KIND_LABEL: Record<ResourceView['kind'], string> = { video: 'Video', link: 'Link', download: 'Document' };

export function ResourceCard({ resource }: { resource: ResourceView }) {
  return (
    <article className={`${styles.card} ${styles[resource.kind]}`} data-resource-kind={resource.kind}>
      {resource.kind === 'video' && <Embed src={resource.embedUrl} title={`Video: ${resource.description}`} />}
      <div className={styles.body}>
        <p className={styles.kind}>{KIND_LABEL[resource.kind]}</p>
        <p className={styles.description}>{resource.description}</p>
        {resource.kind === 'link' && (
          <ExternalLinkButton
            href={resource.href}
            name={resource.host}
            icon="external"
            ariaLabel={`${resource.description}: ${resource.host} (se deschide într-o filă nouă)`}
            fullWidth
          />
        )}
        {resource.kind === 'download' && (
          <ExternalLinkButton
            href={resource.href}
            name={resource.fileName}
            icon="download"
            ariaLabel={`Descarcă ${resource.fileName}: ${resource.description} (se deschide într-o filă nouă)`}
            fullWidth
          />
        )}
      </div>
    </article>
  );
}
