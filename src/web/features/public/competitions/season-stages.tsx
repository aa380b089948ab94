// One season of the calendar: the regional stages, then the national and the international stage.
import { Icon } from '../../../components/ui/icon';
import { useContentLang, useMessages } from '../../../lib/i18n';
import { competitionsMessages } from './competitions-messages';
import type { CompetitionStageOutput } from '../../../../shared/schemas/competitions';
import { formatStageDates } from './stage-dates';
import styles from './competitions.module.css';

type Level = CompetitionStageOutput['stage'];

function StageCard({ stage }: { stage: CompetitionStageOutput }) {
  const words = useMessages(competitionsMessages);
  // The stage's name and city are Romanian content on an English page (decision 200).
  const contentLang = useContentLang();
  return (
    <li className={`${styles.stage} ${styles[stage.stage]}`}>
      <p className={styles.stageName} lang={contentLang}>
        {stage.name}
      </p>
      <p className={styles.stageLine}>
        <Icon name="mapPin" />
        <span lang={contentLang}>{stage.city}</span>
      </p>
      <p className={styles.stageLine}>
        <Icon name="calendar" />
        <time dateTime={stage.dateStart}>{formatStageDates(stage.dateStart, stage.dateEnd, words.months)}</time>
      </p>
      {stage.link && (
        <p className={styles.stageLine}>
          <a href={stage.link} target="_blank" rel="noopener noreferrer" aria-label={words.detailsLabel(stage.name)}>
            {words.details}
          </a>
        </p>
      )}
    </li>
  );
}

function StageGroup({ level, stages }: { level: Level; stages: CompetitionStageOutput[] }) {
  const { groups } = useMessages(competitionsMessages);
  if (stages.length === 0) return null;
  return (
    <div>
      <h3 className={styles.groupTitle}>{groups[level]}</h3>
      <ul className={level === 'regional' ? styles.regionals : styles.finals}>
        {stages.map((stage) => (
          <StageCard key={stage.id} stage={stage} />
        ))}
      </ul>
    </div>
  );
}

export function SeasonStages({ stages }: { stages: CompetitionStageOutput[] }) {
  const of = (level: Level) => stages.filter((s) => s.stage === level);
  return (
    <div className={styles.season}>
      <StageGroup level="regional" stages={of('regional')} />
      <div className={styles.finalsRow}>
        <StageGroup level="national" stages={of('national')} />
        <StageGroup level="international" stages={of('international')} />
      </div>
    </div>
  );
}
