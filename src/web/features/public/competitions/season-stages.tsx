// One season of the calendar: the regional stages, then the national and the international stage.
import { Icon } from '../../../components/ui/icon';
import type { CompetitionStageOutput } from '../../../../shared/schemas/competitions';
import { formatStageDates } from './stage-dates';
import styles from './competitions.module.css';

type Level = CompetitionStageOutput['stage'];

const GROUP_TITLES: Record<Level, string> = {
  regional: 'Etape regionale',
  national: 'Etapa națională',
  international: 'Etapa internațională',
};

function StageCard({ stage }: { stage: CompetitionStageOutput }) {
  return (
    <li className={`${styles.stage} ${styles[stage.stage]}`}>
      <p className={styles.stageName}>{stage.name}</p>
      <p className={styles.stageLine}>
        <Icon name="mapPin" />
        <span>{stage.city}</span>
      </p>
      <p className={styles.stageLine}>
        <Icon name="calendar" />
        <time dateTime={stage.dateStart}>{formatStageDates(stage.dateStart, stage.dateEnd)}</time>
      </p>
      {stage.link && (
        <p className={styles.stageLine}>
          <a href={stage.link} target="_blank" rel="noopener noreferrer" aria-label={`Detalii: ${stage.name} (se deschide într-o filă nouă)`}>
            Detalii
          </a>
        </p>
      )}
    </li>
  );
}

function StageGroup({ level, stages }: { level: Level; stages: CompetitionStageOutput[] }) {
  if (stages.length === 0) return null;
  return (
    <div>
      <h3 className={styles.groupTitle}>{GROUP_TITLES[level]}</h3>
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
