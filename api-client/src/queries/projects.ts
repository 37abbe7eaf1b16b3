import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toListQueryParams } from '@benchlink/contracts/list-query';
import { type ProjectData, type ProjectSortKey } from '@benchlink/contracts/projects';
import { api, unwrap } from '@benchlink/api-client/core';
import { defineMutation, withConfig, type MutationConfigOf } from './mutation-config';
import { positionKeys } from './positions';
import { resourceKeys } from './resource-keys';

/** Projects: a company's project lists (`list({ companyId, ... })`) and single projects. */
export const projectKeys = resourceKeys('projects');

export type CompanyProjectsParams = {
  companyId: number;
  offset: number;
  pageSize: number;
  sort: ProjectSortKey;
  ascending: boolean;
};

/** One page of a company's projects (GET /api/companies/{id}/projects). */
export const companyProjectsQueryOptions = ({ companyId, ...query }: CompanyProjectsParams) =>
  queryOptions({
    queryKey: projectKeys.list({ companyId, ...query }),
    queryFn: () =>
      unwrap(api.companies[':id'].projects.$get({ param: { id: String(companyId) }, query: toListQueryParams(query) })),
  });

/** One project as the caller may see it (GET /api/projects/{id}). */
export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: () => unwrap(api.projects[':id'].$get({ param: { id: String(id) } })),
  });

export type SaveProjectInput = { id?: number; data: ProjectData };

/** POST /api/projects for a new project, PUT /api/projects/{id} for the whole project. */
export const saveProject = ({ id, data }: SaveProjectInput) =>
  id === undefined
    ? unwrap(api.projects.$post({ json: data }))
    : unwrap(api.projects[':id'].$put({ param: { id: String(id) }, json: data }));

/** A saved project is put in the cache as the server answered it, and every project list re-read. */
export const saveProjectMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });

/** Creates a project, or saves the whole project when `id` is given. */
export function useSaveProject(config: MutationConfigOf<typeof saveProject> = {}) {
  return useMutation(withConfig(saveProjectMutation(useQueryClient()), config));
}

export const deleteProject = (id: number) => unwrap(api.projects[':id'].$delete({ param: { id: String(id) } }));

/** A deleted project leaves the cache, with its positions: the lists of both are re-read. */
export const deleteProjectMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: deleteProject,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      ]);
    },
  });

/** Deletes a project with its positions. */
export function useDeleteProject(config: MutationConfigOf<typeof deleteProject> = {}) {
  return useMutation(withConfig(deleteProjectMutation(useQueryClient()), config));
}

export const reactivateProject = (id: number) =>
  unwrap(api.projects[':id'].reactivate.$post({ param: { id: String(id) } }));

/** A reactivated project is put in the cache as the server answered it; projects and positions are re-read. */
export const reactivateProjectMutation = (queryClient: QueryClient) =>
  defineMutation({
    mutationFn: reactivateProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
      ]);
    },
  });

/** Extends an expired project by three more weeks. */
export function useReactivateProject(config: MutationConfigOf<typeof reactivateProject> = {}) {
  return useMutation(withConfig(reactivateProjectMutation(useQueryClient()), config));
}
