// One resource: a YouTube player with its description, a link that opens in a new tab, or a document download. The
// description is the resource's content: English where it has one, else Romanian, marked lang="ro" on an English page
// (decision 204).
import { Embed } from '../../../components/ui/embed';
import { ExternalLinkButton } from '../../../components/ui/external-link-button';
import { useContentLang, useMessages } from '../../../lib/i18n';
import { resourcesMessages } from './resources-messages';
import type { ResourceView } from './resource-display';
import styles from './resource-card.module.css';

export function ResourceCard({ resource }: { resource: ResourceView }) {
  const { card } = useMessages(resourcesMessages);
  const contentLang = useContentLang(resource.descriptionLang);
  const fileName = resource.kind === 'download' ? resource.fileName || card.unnamedFile : '';
  return (
    <article className={`${styles.card} ${styles[resource.kind]}`} data-resource-kind={resource.kind}>
      {resource.kind === 'video' && <Embed src={resource.embedUrl} title={card.video(resource.description)} titleLang={contentLang} />}
      <div className={styles.body}>
        <p className={styles.kind}>{card.kinds[resource.kind]}</p>
        <p className={styles.description} lang={contentLang}>
          {resource.description}
        </p>
        {resource.kind === 'link' && (
          <ExternalLinkButton
            href={resource.href}
            name={resource.host}
            icon="external"
            ariaLabel={card.link(resource.description, resource.host)}
            fullWidth
          />
        )}
        {resource.kind === 'download' && (
          <ExternalLinkButton href={resource.href} name={fileName} icon="download" ariaLabel={card.download(fileName, resource.description)} fullWidth />
        )}
      </div>
    </article>
  );
}
