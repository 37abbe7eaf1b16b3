import { api, positionKeys, projectKeys, unwrap } from '@benchlink/api-client';
import { toListQueryParams, type ProjectData, type ProjectSortKey } from '@benchlink/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export type CompanyProjectsParams = {
  companyId: number;
  offset: number;
  pageSize: number;
  sort: ProjectSortKey;
  ascending: boolean;
};

export const getCompanyProjects = ({ companyId, ...query }: CompanyProjectsParams) =>
  unwrap(api.companies[':id'].projects.$get({ param: { id: String(companyId) }, query: toListQueryParams(query) }));

/** One page of a company's projects (GET /api/companies/{id}/projects). */
export const companyProjectsQueryOptions = (params: CompanyProjectsParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => getCompanyProjects(params),
  });

export const getProject = (id: number) => unwrap(api.projects[':id'].$get({ param: { id: String(id) } }));

/** One project as the caller may see it (GET /api/projects/{id}). */
export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => getProject(id),
  });

export const createProject = (data: ProjectData) => unwrap(api.projects.$post({ json: data }));

export const updateProject = (id: number, data: ProjectData) =>
  unwrap(api.projects[':id'].$put({ param: { id: String(id) }, json: data }));

export const deleteProject = (id: number) => unwrap(api.projects[':id'].$delete({ param: { id: String(id) } }));

export const reactivateProject = (id: number) => unwrap(api.projects[':id'].reactivate.$post({ param: { id: String(id) } }));

/** Creates a project, or saves the whole project when `id` is given. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id?: number; data: ProjectData }) => (id === undefined ? createProject(data) : updateProject(id, data)),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

/** Deletes a project with its positions. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      ]);
    },
  });
}

/** Extends an expired project by three more weeks. */
export function useReactivateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      ]);
    },
  });
}
