import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryCreateCall, itemCreateCall, moduleTreeCall } from '@yuwen/protocol';
import { CATEGORY_ITEMS_KEY } from '../../../components/content-kit/api/category-items.api';
import { CATEGORY_TREE_KEY } from '../../../components/content-kit/api/category-tree.api';
import { callApi } from '../../../lib/api-client';

/** The module tree (the same query, key and answer, as the rest of the app uses). */
export function useModuleTree() {
  return useQuery({ queryKey: ['module-tree'], queryFn: () => callApi(moduleTreeCall, { deep: '1' }) });
}

/** Adds a category under a module (pid '0') or under one of its categories. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { moduleId: number; pid: number; name: string }) =>
      callApi(categoryCreateCall, { module_id: input.moduleId, pid: String(input.pid), name: input.name }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CATEGORY_TREE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['resource-categories'] }),
        queryClient.invalidateQueries({ queryKey: ['module-tree'] }),
      ]),
  });
}

/** Adds an item (a title and its text) to a category. */
export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { categoryId: number; title: string; body: string }) =>
      callApi(itemCreateCall, { category_id: input.categoryId, title: input.title, body: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATEGORY_ITEMS_KEY }),
  });
}
