# Runs the `test do` block of a Homebrew formula against a built plistc, where Homebrew itself
# is not installed (Debian): the few parts of Homebrew's formula language the formula uses,
# stood in for, with a real binary, a real scratch folder and real exit statuses. The formula's
# class body runs as written, so a method it calls that is not stood in for here fails the run.
#
#   ruby Tests/Release/formula_test.rb FORMULA PLISTC [VERSION]
#
# VERSION is the version the formula is tried as (head when omitted, as `brew install --HEAD`).
require "fileutils"
require "minitest"
require "open3"
require "pathname"
require "tmpdir"

formula_path, binary, tried_version = ARGV
abort "usage: formula_test.rb FORMULA PLISTC [VERSION]" unless formula_path && binary

# A version as Homebrew's `version` gives it to a test: HEAD for a head build.
class FormulaVersion
  def initialize(text)
    @text = text
  end

  def head?
    @text.nil?
  end

  def to_s
    @text || "HEAD"
  end
end

# The formula language: class-level declarations are recorded, the test runs for real.
class Formula
  include Minitest::Assertions

  attr_accessor :assertions

  class << self
    attr_reader :declarations

    def record(name, *arguments)
      (@declarations ||= []) << [name, arguments]
    end

    %i[desc homepage url sha256 head license depends_on uses_from_macos].each do |name|
      define_method(name) { |*arguments| record(name, *arguments) }
    end

    def test(&block)
      define_method(:run_test, &block)
    end
  end

  def initialize(bin, version, testpath)
    @bin = bin
    @version = version
    @testpath = testpath
    @assertions = 0
  end

  attr_reader :bin, :version, :testpath

  # As Homebrew's: the command's standard output, failing unless it exits with `status`.
  def shell_output(command, status = 0)
    output, exit_status = Open3.capture2(command, chdir: testpath.to_s)
    raise "#{command} exited with #{exit_status.exitstatus}, not #{status}:\n#{output}" if exit_status.exitstatus != status

    output
  end

  # As Homebrew's: fails unless the command exits with 0.
  def system(*command)
    success = Kernel.system(*command.map(&:to_s), chdir: testpath.to_s, out: File::NULL, err: File::NULL)
    raise "#{command.join(" ")} failed" unless success
  end
end

load formula_path
formula_class = Object.const_get(File.basename(formula_path, ".rb").capitalize)
declared = formula_class.declarations.map(&:first)
%i[desc homepage].each { |name| abort "#{formula_path}: no #{name}" unless declared.include?(name) }
abort "#{formula_path}: neither url nor head" unless declared.include?(:url) || declared.include?(:head)
pinned = formula_class.declarations.any? do |name, arguments|
  name == :sha256 || (name == :url && arguments.last.is_a?(Hash) && arguments.last[:revision])
end
abort "#{formula_path}: a url without its sha256 or revision" if declared.include?(:url) && !pinned

Dir.mktmpdir do |folder|
  bin = Pathname.new(folder) / "bin"
  FileUtils.mkdir_p(bin)
  FileUtils.cp(binary, bin / "plistc")
  testpath = Pathname.new(folder) / "test"
  FileUtils.mkdir_p(testpath)
  formula = formula_class.new(bin, FormulaVersion.new(tried_version), testpath)
  begin
    formula.run_test
  rescue Minitest::Assertion, RuntimeError => e
    abort "#{formula_path}: test do failed as #{formula.version}: #{e.message.lines.first.strip}"
  end
  puts "#{formula_path}: test do passed as #{formula.version} (#{formula.assertions} assertions)"
end
