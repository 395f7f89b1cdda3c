/** Floating panel listing running imports, driven by `ingest.progress` events. */
import { ProgressBar } from '../../components/ProgressBar';
import { isFinished, jobFraction, jobLabel } from './ingestProgress';
import { useIngestJobs, useSending } from './importStore';

export function ImportProgressPanel() {
  const jobs = useIngestJobs();
  const sending = useSending();
  const sendingShown = sending !== null && !jobs.some((j) => j.fileName === sending && !isFinished(j));
  if (jobs.length === 0 && !sendingShown) return null;

  return (
    <section className="import-panel" aria-label="Imports" aria-live="polite" data-testid="import-progress">
      <h2 className="import-panel-title">Importing</h2>
      <ul className="import-list">
        {sendingShown && (
          <li className="import-item">
            <div className="import-name">{sending}</div>
            <div className="import-stage">Sending file…</div>
            <ProgressBar value={null} label={`Sending ${sending}`} />
          </li>
        )}
        {jobs.map((job) => (
          <li
            key={job.jobId}
            className={`import-item import-${job.stage}`}
            data-testid="import-job"
            data-stage={job.stage}
          >
            <div className="import-name">{job.fileName}</div>
            <div className="import-stage">{jobLabel(job)}</div>
            <ProgressBar value={jobFraction(job)} label={`Import of ${job.fileName}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
