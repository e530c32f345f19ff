-- Drives guidegen's language server from Neovim's own LSP client (Neovim 0.7), headless.
-- Paths come from the environment; the results go to GUIDEGEN_RESULT as JSON, then Neovim quits.
-- Every wait is bounded: a step that times out records its error and the session ends.
local bin, root, page, result_path = os.getenv("GUIDEGEN_BIN"), os.getenv("GUIDEGEN_SITE"), os.getenv("GUIDEGEN_PAGE"), os.getenv("GUIDEGEN_RESULT")
local result = { steps = {} }

local function finish()
  local file = io.open(result_path, "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qa!")
end

local function step(name, fn)
  local ok, err = pcall(fn)
  if not ok then
    result.error = name .. ": " .. tostring(err)
    finish()
    error(result.error)
  end
  table.insert(result.steps, name)
end

local function wait(ms, condition, what)
  if not vim.wait(ms, condition, 20) then error("timed out waiting for " .. what) end
end

local function lines(buf) return vim.api.nvim_buf_get_lines(buf, 0, -1, false) end

-- The text a diagnostic covers, from Neovim's byte columns.
local function covered(buf, d)
  local line = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1] or ""
  return string.sub(line, d.col + 1, d.end_col)
end

local function by_code(buf)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    found[code] = { line = d.lnum, col = d.col, end_line = d.end_lnum, end_col = d.end_col, text = covered(buf, d), severity = d.severity,
                    href = d.user_data and d.user_data.lsp and d.user_data.lsp.codeDescription and d.user_data.lsp.codeDescription.href }
  end
  return found
end

local client_id, buf
step("start", function()
  client_id = vim.lsp.start_client({
    name = "guidegen",
    cmd = { bin, "lsp" },
    root_dir = root,
    flags = { debounce_text_changes = 0 },
  })
  if not client_id then error("the client did not start") end
  vim.cmd("edit " .. vim.fn.fnameescape(page))
  buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
end)

step("diagnostics", function()
  wait(20000, function()
    local found = by_code(buf)
    return found["en.first-person"] and found["glossary"] and found["link.unresolved"]
  end, "the three diagnostics")
  result.diagnostics = by_code(buf)
end)

step("quickfix", function()
  local d = result.diagnostics["glossary"]
  vim.api.nvim_win_set_cursor(0, { d.line + 1, d.col })
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf) }
  local replies = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, 10000) or {}
  local titles, chosen = {}, nil
  for _, reply in pairs(replies) do
    for _, action in ipairs(reply.result or {}) do
      table.insert(titles, action.title)
      if action.kind == "quickfix" and action.isPreferred and not chosen then chosen = action end
    end
  end
  result.action_titles = titles
  if not chosen then error("no quick fix among " .. vim.inspect(titles)) end
  vim.lsp.util.apply_workspace_edit(chosen.edit, "utf-16")
  result.after_fix = lines(buf)
  -- The finding is gone once the server has seen the edit.
  wait(20000, function() return by_code(buf)["glossary"] == nil end, "the glossary finding to go")
end)

step("completion", function()
  local last = vim.api.nvim_buf_line_count(buf)
  vim.api.nvim_buf_set_lines(buf, last, last, false, { "See <doc:butt" })
  local line = vim.api.nvim_buf_get_lines(buf, last, last + 1, false)[1]
  -- The cursor as insert mode has it, after the last character typed (the line is ASCII, so
  -- its byte length is its UTF-16 length).
  local params = { textDocument = vim.lsp.util.make_text_document_params(buf), position = { line = last, character = #line } }
  local replies = vim.lsp.buf_request_sync(buf, "textDocument/completion", params, 10000) or {}
  local item
  for _, reply in pairs(replies) do
    local items = reply.result and (reply.result.items or reply.result) or {}
    for _, candidate in ipairs(items) do
      if candidate.label == "buttons" then item = candidate end
    end
  end
  if not item then error("no completion `buttons`") end
  vim.lsp.util.apply_text_edits({ item.textEdit }, buf, "utf-16")
  result.completed_line = vim.api.nvim_buf_get_lines(buf, last, last + 1, false)[1]
end)

step("rename", function()
  local last = vim.api.nvim_buf_line_count(buf)
  local line = vim.api.nvim_buf_get_lines(buf, last - 1, last, false)[1]
  local column = string.find(line, "buttons", 1, true)
  vim.api.nvim_win_set_cursor(0, { last, column })
  vim.lsp.buf.rename("push-buttons")
  local topic = root .. "/Content/components/buttons.en.md"
  local home = root .. "/Content/_index.zh-Hans.md"
  wait(20000, function()
    local topic_buf, home_buf = vim.fn.bufnr(topic), vim.fn.bufnr(home)
    return topic_buf > 0 and home_buf > 0 and vim.api.nvim_buf_is_loaded(topic_buf)
      and table.concat(lines(topic_buf), "\n"):find("id: push-buttons", 1, true) ~= nil
  end, "the rename's edits")
  local related = vim.fn.bufnr(root .. "/Content/components/alerts.en.md")
  result.after_rename = {
    related = related > 0 and lines(related) or {},
    page = lines(buf),
    topic = lines(vim.fn.bufnr(topic)),
    home_zh = lines(vim.fn.bufnr(home)),
    topic_on_disk = vim.fn.readfile(topic),
  }
end)

step("stop", function()
  vim.lsp.stop_client(client_id)
  wait(10000, function() return vim.lsp.get_client_by_id(client_id) == nil end, "the server to stop")
end)

finish()
