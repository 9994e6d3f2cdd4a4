import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { useConfigGroupsQuery } from '../../../components/wizard/config-groups.api.ts';
import { employeeWizard } from '../employee-wizard-slice.ts';

const GROUPS = ['skills', 'application_source', 'document_types', 'states', 'languages'] as const;

/**
 * The employee wizard's master data (skills, application sources, document types...): fetched with
 * Config/Fetch and kept in the draft as its default config, so a reset keeps it.
 */
export function useEmployeeMasterData() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => state.employeeWizard.defaultConfig);
  const { data } = useConfigGroupsQuery(GROUPS, { skip: stored !== null });
  useEffect(() => {
    if (data && stored === null) dispatch(employeeWizard.actions.defaultConfigLoaded(data));
  }, [data, stored, dispatch]);
  const config = stored ?? data ?? {};
  return {
    skills: config.skills ?? [],
    applicationSources: config.application_source ?? [],
    documentTypes: config.document_types?.employee ?? [],
  };
}
